/**
 * A request's body, read with a size limit: `"too-large"` as soon as the body (declared in
 * Content-Length or actually sent) exceeds `limit` bytes; the rest is not read. Nobody can make the
 * server buffer more than it allows, whatever the client declares. A request without a body gives
 * an empty array.
 */
export async function readBodyWithLimit(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) return "too-large";
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
