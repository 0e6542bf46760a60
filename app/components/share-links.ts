/**
 * Share links of the job and match pages (docs/decisions/0301-share-overlay.md): plain URLs of each network's share
 * endpoint, so they work without JavaScript. Browser-safe. The network names are brand names, not translated.
 * In the order of what the site's visitors, football fans, share with most: messenger first, business networks
 * last (docs/decisions/0123-words-that-fit-the-data.md).
 */
export const SHARE_NETWORKS = [
  { id: "whatsapp", name: "WhatsApp" },
  { id: "x", name: "X" },
  { id: "facebook", name: "Facebook" },
  { id: "linkedin", name: "LinkedIn" },
  { id: "xing", name: "XING" },
] as const;

export type ShareNetworkId = (typeof SHARE_NETWORKS)[number]["id"];

export interface ShareLink {
  id: ShareNetworkId;
  name: string;
  href: string;
}

function shareUrl(id: ShareNetworkId, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (id) {
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "xing":
      return `https://www.xing.com/spi/shares/new?url=${u}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "x":
      return `https://x.com/intent/post?text=${t}&url=${u}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
  }
}

/** The social share links for a page's absolute URL and a short text (the job title). */
export function socialShareLinks(url: string, text: string): ShareLink[] {
  return SHARE_NETWORKS.map(({ id, name }) => ({ id, name, href: shareUrl(id, url, text) }));
}
