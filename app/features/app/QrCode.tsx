/** A QR code computed on the server (app/features/app/links/qr-code.server.ts): one path in module units. */
export interface QrCodeData {
  size: number;
  d: string;
}

/**
 * The code as inline SVG: black on white whatever the page's colours (cameras need the contrast),
 * drawn at whole pixels per module with crisp edges, and named for screen readers by its label.
 */
export function QrCode({ code, label, pixelsPerModule = 6 }: { code: QrCodeData; label: string; pixelsPerModule?: number }) {
  const side = code.size * pixelsPerModule;
  return (
    <svg className="qr-code" role="img" aria-label={label} width={side} height={side} viewBox={`0 0 ${code.size} ${code.size}`} shapeRendering="crispEdges">
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.d} fill="#000" />
    </svg>
  );
}
