import { Box } from '@pm/ui/mui-basics';
import { useState } from 'react';
import { BrokenImageIcon, PersonIcon } from './icons';

interface ImageWithPlaceholderProps {
  src?: string | null;
  alt: string;
  /** 'person' for profile pictures, 'image' for documents. */
  placeholder?: 'person' | 'image';
  width?: number | string;
  height?: number | string;
  /** Round, as an avatar. */
  round?: boolean;
}

/** An image that shows a placeholder icon when there is no source or the file fails to load (SPEC 2). */
export function ImageWithPlaceholder({
  src,
  alt,
  placeholder = 'image',
  width = 160,
  height = 120,
  round = false,
}: ImageWithPlaceholderProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = {
    width,
    height,
    flexShrink: 0,
    borderRadius: round ? '50%' : 1,
    overflow: 'hidden',
    bgcolor: 'grey.100',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  };
  if (!src || failedSrc === src) {
    const Icon = placeholder === 'person' ? PersonIcon : BrokenImageIcon;
    return (
      <Box role="img" aria-label={alt} sx={frame}>
        <Icon color="disabled" sx={{ fontSize: '2.5rem', maxWidth: '70%', maxHeight: '70%' }} />
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <Box
        component="img"
        src={src}
        alt={alt}
        onError={() => setFailedSrc(src)}
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}
