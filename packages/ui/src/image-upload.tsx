import { Box, Button, Link, Typography } from '@pm/ui/mui-basics';
import { useEffect, useId, useState } from 'react';
import { CloudUploadIcon } from './icons';
import { ImageWithPlaceholder } from './image-with-placeholder';

export const IMAGE_UPLOAD_ACCEPT = 'image/png,image/jpeg,image/webp';

interface ImageUploadProps {
  /** The field's name, shown above the button and used as the file input's accessible name. */
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The stored image, previewed until a new file is chosen. */
  currentUrl?: string | null;
  accept?: string;
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

/**
 * A file button for one upload with a preview of the chosen file (or of the stored one): a thumbnail for an image,
 * the file's name (or a link to the stored file) for a document such as a PDF.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  currentUrl,
  accept = IMAGE_UPLOAD_ACCEPT,
  name,
  disabled,
}: ImageUploadProps) {
  const inputId = useId();
  const previewUrl = useObjectUrl(value);
  const shownUrl = value ? previewUrl : currentUrl;
  const acceptsDocuments = accept.split(',').some((type) => !type.trim().startsWith('image/'));
  const showsImage = value ? value.type.startsWith('image/') : Boolean(currentUrl && isImageName(currentUrl));
  const noun = acceptsDocuments ? 'file' : 'image';
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {(value || currentUrl) &&
        (showsImage || !acceptsDocuments ? (
          <ImageWithPlaceholder src={shownUrl} alt={`${label} preview`} width={120} height={90} />
        ) : value ? (
          <Typography variant="body2">{value.name}</Typography>
        ) : (
          <Link href={currentUrl ?? undefined} target="_blank" rel="noopener" variant="body2">
            Open the current file
          </Link>
        ))}
      <Button
        component="label"
        variant="outlined"
        size="small"
        startIcon={<CloudUploadIcon />}
        disabled={disabled}
      >
        {value || currentUrl ? `Change ${noun}` : `Choose ${noun}`}
        <input
          id={inputId}
          name={name}
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          style={{
            clip: 'rect(0 0 0 0)',
            clipPath: 'inset(50%)',
            height: 1,
            overflow: 'hidden',
            position: 'absolute',
            whiteSpace: 'nowrap',
            width: 1,
          }}
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
