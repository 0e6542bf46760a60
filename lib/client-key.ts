import { isIPv4, isIPv6 } from "node:net";

/**
 * The key that groups a client's addresses, for limits per client (the contact form's rate limit
 * and outbox share, docs/decisions/0814-contact-outbox-share-per-client.md):
 * - an IPv4 address is its own key;
 * - an IPv4 address written as IPv6 (`::ffff:192.0.2.1`, `::ffff:c000:201`) is that IPv4 address:
 *   a dual-stack socket reports IPv4 peers so;
 * - an IPv6 address is its /64 (`2001:db8:0:1::/64`): one subscriber or host gets a whole /64 and
 *   picks any of its 2^64 addresses at will, so a limit per address would be no limit;
 * - anything else (no address, a name) is itself, trimmed.
 */
export function clientKey(address: string): string {
  const trimmed = address.trim();
  const bare = trimmed.replace(/%.*$/, "");
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return trimmed;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const first = parse(head);
  const last = parse(tail);
  return tail === undefined ? first : [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
