/**
 * The browser-side resize (docs/product.md §11): the picture is cropped to fill
 * `width`x`height` and encoded as JPEG. It saves upload time; the server re-checks and re-encodes.
 */
export async function resizeToJpeg(file: File, size: { width: number; height: number; quality: number }): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const width = Math.round(size.width);
  const height = Math.round(size.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("canvas unavailable");
  const scale = Math.max(width / bitmap.width, height / bitmap.height);
  const drawn = { width: bitmap.width * scale, height: bitmap.height * scale };
  context.drawImage(bitmap, (width - drawn.width) / 2, (height - drawn.height) / 2, drawn.width, drawn.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("encoding failed"))), "image/jpeg", size.quality),
  );
}
