import { ApiError } from "../../http/api-error";
import { declaredFamily, fileSizeMessage, fileTypeMessage, type MediaPurpose, UPLOAD_LIMITS } from "../../media/media-rules";
import { type MediaFormat, sniffMediaFormat } from "./sniff";

export { isMediaPurpose, MEDIA_PURPOSES } from "../../media/media-rules";
export const UPLOAD_RULES = UPLOAD_LIMITS;

export function allowsFormat(purpose: MediaPurpose, format: MediaFormat): boolean {
  return UPLOAD_RULES[purpose].families.includes(format.family);
}

/**
 * The format a file's first bytes show, when `purpose` takes it and the declared Content-Type is an
 * accepted type of the same family (HTML declared image/png, or a PNG declared video/mp4, is refused).
 */
export function acceptedFormat(purpose: MediaPurpose, head: Uint8Array, declaredType: string | undefined): MediaFormat {
  const format = sniffMediaFormat(head);
  if (!format || !allowsFormat(purpose, format) || declaredFamily(declaredType) !== format.family) throw invalidFileType(purpose);
  return format;
}

export function invalidFileType(purpose: MediaPurpose): ApiError {
  return new ApiError("invalid_file_type", fileTypeMessage(purpose));
}

export function fileTooLarge(purpose: MediaPurpose): ApiError {
  return new ApiError("file_size_error", fileSizeMessage(purpose));
}
