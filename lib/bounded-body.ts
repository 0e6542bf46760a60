/**
 * Bodies read with a size limit, as a stream, never buffered past the limit: a request a client sends or an answer a
 * service elsewhere gives (the results backend, Cockpit), whose size the site does not control. Whatever is declared
 * in Content-Length or actually sent, reading stops at the limit and the rest is cancelled, so nobody can make the
 * server hold more than it allows.
 */

/** A body's bytes, or undefined once it (declared or sent) is larger than `maxBytes`. No body gives no bytes. */
async function bytesAtMost(message: Request | Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(message.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await message.body?.cancel().catch(() => {});
    return undefined;
  }
  if (!message.body) return new Uint8Array(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A response's body as text: undefined when it is larger than `maxBytes` (the caller may also abort the request to
 * close the connection at once).
 */
export async function textAtMost(response: Response, maxBytes: number): Promise<string | undefined> {
  const bytes = await bytesAtMost(response, maxBytes);
  return bytes && new TextDecoder().decode(bytes);
}

/** A request's body: `"too-large"` as soon as it exceeds `limit` bytes (the rest is not read); no body gives no bytes. */
export async function readBodyWithLimit(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  return (await bytesAtMost(request, limit)) ?? "too-large";
}
