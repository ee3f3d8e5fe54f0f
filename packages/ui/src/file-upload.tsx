import { Box, Button, Link, Typography } from '@pm/ui/mui-basics';
import { useEffect, useId, useState } from 'react';
import { CloudUploadIcon } from './icons';
import { ImageWithPlaceholder } from './image-with-placeholder';

/** What each kind of upload accepts: the image types the server takes, and PDF besides for documents. */
export const FILE_ACCEPT = {
  image: 'image/png,image/jpeg,image/webp',
  document: 'application/pdf,image/png,image/jpeg,image/webp',
} as const;
export type FileKind = keyof typeof FILE_ACCEPT;

interface FileUploadProps {
  /** The field's name, shown above the button and used as the file input's accessible name. */
  label: string;
  /** 'image' (the default) previews a thumbnail; 'document' also takes PDF and shows its name or a link. */
  kind?: FileKind;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The stored file, previewed until a new one is chosen. */
  currentUrl?: string | null;
  name?: string;
  disabled?: boolean;
}

/** The blob URL of a chosen file for the preview, released when the file changes or the field unmounts. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL?.(objectUrl);
  }, [file]);
  return url;
}

const isImageName = (name: string) => /\.(png|jpe?g|webp|gif)$/i.test(name);

const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/**
 * A file button for one upload with a preview of the chosen file (or of the stored one): a thumbnail for an image,
 * the file's name (or a link to the stored file) for a document such as a PDF.
 *
 * The file input itself takes the focus and the keyboard; the button around it is only its visible label (no
 * button role, out of the tab order), so assistive technology meets one control, named by the field's label.
 */
export function FileUpload({
  label,
  kind = 'image',
  value,
  onChange,
  currentUrl,
  name,
  disabled,
}: FileUploadProps) {
  const inputId = useId();
  const previewUrl = useObjectUrl(value);
  const shownUrl = value ? previewUrl : currentUrl;
  const showsImage =
    kind === 'image' ||
    (value ? value.type.startsWith('image/') : Boolean(currentUrl && isImageName(currentUrl)));
  const noun = kind === 'document' ? 'file' : 'image';
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {(value || currentUrl) &&
        (showsImage ? (
          <ImageWithPlaceholder src={shownUrl} alt={`${label} preview`} width={120} height={90} />
        ) : value ? (
          <Typography variant="body2">{value.name}</Typography>
        ) : (
          <Link href={currentUrl ?? undefined} target="_blank" rel="noopener" variant="body2">
            Open the current file
          </Link>
        ))}
      {/* biome-ignore lint/a11y/useValidAriaRole: role={undefined} drops the "button" role MUI gives a label, which wraps an input */}
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        size="small"
        startIcon={<CloudUploadIcon />}
        disabled={disabled}
        sx={{ '&:focus-within': { outline: '2px solid', outlineOffset: 2 } }}
      >
        {value || currentUrl ? `Change ${noun}` : `Choose ${noun}`}
        <input
          id={inputId}
          name={name}
          type="file"
          accept={FILE_ACCEPT[kind]}
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          style={visuallyHidden}
        />
      </Button>
      {value && (
        <Typography variant="caption" color="text.secondary">
          {value.name}
        </Typography>
      )}
    </Box>
  );
}

/** One upload of a set: its multipart name, its label, what it accepts and where the record stores it. */
export interface FileField<Name extends string, Stored> {
  name: Name;
  label: string;
  kind?: FileKind;
  /** The stored file's address in a record (an edit form previews it until a new file is chosen). */
  storedUrl: (record: Stored) => string | null | undefined;
}

/**
 * A named set of uploads (an owner's three images, a tenant's four files), each previewing the file `stored`
 * holds until a new one is chosen; `files` holds the chosen ones by name.
 */
export function FileUploads<Name extends string, Stored>({
  fields,
  stored,
  files,
  onChange,
  disabled,
}: {
  fields: FileField<Name, Stored>[];
  stored: Stored | undefined;
  files: Partial<Record<Name, File | null>>;
  onChange: (files: Partial<Record<Name, File | null>>) => void;
  disabled?: boolean;
}) {
  return fields.map(({ name, label, kind, storedUrl }) => (
    <FileUpload
      key={name}
      name={name}
      label={label}
      kind={kind}
      value={files[name] ?? null}
      currentUrl={stored === undefined ? undefined : storedUrl(stored)}
      onChange={(file) => onChange({ ...files, [name]: file })}
      disabled={disabled}
    />
  ));
}
