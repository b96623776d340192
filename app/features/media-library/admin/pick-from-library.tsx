import { useState } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import type { RecordFieldsProps } from "../../../admin/content-screen";
import type { LibraryPictureFieldProps, LibraryPictureKit, PickedPicture } from "../../../admin/directory-screen";
import { ImagePicker } from "../../../admin/image-picker";
import { fill } from "../../../i18n/plural";
import { buttonStyles } from "../../../ui/styles";
import { LibraryPicker } from "./galleries-screen";
import { pictureIntoLibrary } from "./upload";

export type { PickedPicture };

/** A record's "choose from the library" button, the library's picker it opens, and which picture was picked. */
export function PickFromLibrary({ label, pickedLabel, picked, onPick }: { label: string; pickedLabel: string; picked: PickedPicture | null; onPick(picture: PickedPicture): void }) {
  const { lang } = useAdminTexts();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
        {label}
      </button>
      {picked ? <p className="text-sm break-words text-muted">{fill(pickedLabel, { name: picked.name })}</p> : null}
      <LibraryPicker
        open={open}
        onClose={() => setOpen(false)}
        onPick={(item) => {
          setOpen(false);
          onPick({ id: item.id, url: item.url, name: item.alt[lang] || item.alt.en || item.fileName });
        }}
      />
    </div>
  );
}

/**
 * A record's picture in its form (a staff photo, a coming-soon card, an artist's or a series' picture): a file to upload, or a picture picked from the
 * library; choosing one drops the other. The preview shows the picked picture, else the record's own.
 */
export function RecordPicture({
  upload,
  library,
  file,
  picked,
  currentUrl,
  onFile,
  onPick,
}: LibraryPictureFieldProps) {
  return (
    <>
      <ImagePicker
        {...upload}
        file={file}
        onFile={(chosen) => {
          onFile(chosen);
          if (chosen) onPick(null);
        }}
        currentUrl={picked?.url ?? currentUrl}
      />
      <PickFromLibrary
        label={library.label}
        pickedLabel={library.pickedLabel}
        picked={file ? null : picked}
        onPick={(chosen) => {
          onFile(null);
          onPick(chosen);
        }}
      />
    </>
  );
}

/** The library's picture field and upload as a directory screen's declaration brings them (artists, series). */
export const LIBRARY_PICTURE_KIT = { Field: RecordPicture, intoLibrary: pictureIntoLibrary } satisfies LibraryPictureKit;

/** A record's fields bound to its picture field: the file chosen, the library picture picked (kept in the draft), the stored one. */
export function recordPictureOf<Draft extends { picked: PickedPicture | null }>({ draft, onChange, file, onFile, currentUrl }: RecordFieldsProps<Draft>) {
  return { file, picked: draft.picked, currentUrl, onFile, onPick: (picked: PickedPicture | null) => onChange({ ...draft, picked }) };
}
