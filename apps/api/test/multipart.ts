/** A multipart/form-data body for inject(), made by the platform's own FormData as a browser would. */
export async function multipart(fields: Record<string, string>, files: Record<string, Buffer[]> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, list] of Object.entries(files)) {
    list.forEach((buffer, index) =>
      form.append(name, new Blob([new Uint8Array(buffer)], { type: 'image/png' }), `${name}-${index}.png`),
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}
