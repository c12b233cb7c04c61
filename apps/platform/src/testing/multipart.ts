/** A file part of a form: bytes, the name and type the client claims. */
export type FilePart = { bytes: Buffer; name?: string; type?: string };

// A 1×1 PNG, and the start of a JPEG (its magic bytes are what the type checks read).
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);

/** A multipart body as a browser's FormData sends it: text fields, then files under `fileField`. */
export async function multipartBody(
  fields: Record<string, string>,
  files: FilePart[] = [],
  fileField = 'proof',
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const { bytes, name = 'proof.png', type = 'image/png' } of files)
    data.append(fileField, new Blob([bytes], { type }), name);
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}
