import { useEffect, useId, useState } from "react";
import { acceptedTypes } from "../media/media-rules";
import { inputStyle } from "../ui/styles";

// Staff and event photos take the same types.
const IMAGE_ACCEPT = acceptedTypes("staff");

/** The browser's check of a staff or event picture before resizing: an image and not too large. */
export function checkImageFile(file: File, maxBytes: number): "invalid" | "tooLarge" | null {
  if (!IMAGE_ACCEPT.split(",").includes(file.type.toLowerCase())) return "invalid";
  if (file.size > maxBytes) return "tooLarge";
  return null;
}

/** A picture input with a preview in the proportions it will be stored in. */
export function ImagePicker({
  label,
  hint,
  required,
  file,
  onFile,
  currentUrl,
  aspect,
}: {
  label: string;
  hint: string;
  required: boolean;
  file: File | null;
  onFile(file: File | null): void;
  currentUrl?: string;
  /** CSS aspect ratio of the stored picture, e.g. "1 / 1". */
  aspect: string;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl;
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          required={required}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          className={`${inputStyle} file:mr-3 file:rounded-full file:border-0 file:bg-accent-soft file:px-4 file:py-1 file:font-semibold file:text-accent-strong`}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      </div>
      <div className="w-32 shrink-0 overflow-hidden rounded-md border border-line bg-paper" style={{ aspectRatio: aspect }}>
        {shown ? <img src={shown} alt="" className="size-full object-cover" /> : null}
      </div>
    </div>
  );
}
