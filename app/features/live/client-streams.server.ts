import { isIPv6 } from "node:net";

/**
 * Open live streams per client (docs/decisions/0111-live-stream.md, "Slow readers and caps"): one
 * address must not take the process's whole cap of streams, and with it every other reader's.
 * A client is the address the server trusts (server/client-address.ts), an IPv6 address counted
 * with its whole /64: one network gets a /64, and picking another address inside it is free.
 */

/** Keys of what is not an address at all are cut to this length. */
const MAX_KEY_LENGTH = 100;

/** The key a client's streams are counted under: an IPv4 address itself, an IPv6 address its /64 (`2001:db8:1:2::/64`). */
export function clientKey(address: string): string {
  const bare = address.split("%")[0]!;
  if (!isIPv6(bare)) return address.slice(0, MAX_KEY_LENGTH);
  return `${firstFourGroups(bare.toLowerCase()).join(":")}::/64`;
}

/** The first 64 bits of a valid IPv6 address as four groups without leading zeros, `::` expanded. */
function firstFourGroups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const front = groups(head);
  let expanded = front;
  if (tail !== undefined) {
    const back = groups(tail);
    // A dotted IPv4 tail is two groups (it only ever stands in the last 32 bits).
    const backLength = back.reduce((length, group) => length + (group.includes(".") ? 2 : 1), 0);
    expanded = [...front, ...Array<string>(8 - front.length - backLength).fill("0"), ...back];
  }
  return expanded.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
}

/** Places for streams, at most `max` per client key; a client without streams is forgotten, so memory follows the open streams. */
export class StreamsPerClient {
  private readonly max: number;
  private readonly counts = new Map<string, number>();

  constructor(max: number) {
    this.max = max;
  }

  /** Takes a place for `key`: the function returned gives it back (once, however often called), or undefined when the client holds its maximum. */
  take(key: string): (() => void) | undefined {
    const held = this.counts.get(key) ?? 0;
    if (held >= this.max) return undefined;
    this.counts.set(key, held + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = this.counts.get(key)! - 1;
      if (left === 0) this.counts.delete(key);
      else this.counts.set(key, left);
    };
  }

  /** The places `key` holds. */
  held(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** How many clients hold a place. */
  get clients(): number {
    return this.counts.size;
  }
}
