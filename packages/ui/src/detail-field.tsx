import { Box, Link, Paper, Typography } from '@pm/ui/mui-basics';
import type { ReactNode } from 'react';
import { ImageWithPlaceholder } from './image-with-placeholder';

/** One label / value pair of a details page. An empty value shows a dash. */
export function DetailField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value === undefined || value === null || value === '' ? '-' : value}
      </Typography>
    </Box>
  );
}

/**
 * The fields of a record shown as they are, one DetailField each, in the order of `labels` (`{ name: 'Name' }`).
 */
export function DetailFields<T>({
  of: record,
  labels,
}: {
  of: T;
  labels: { [Field in keyof T & string]?: string };
}) {
  return (
    <>
      {Object.entries(labels).map(([field, label]) => (
        <DetailField key={field} label={label as string} value={record[field as keyof T] as ReactNode} />
      ))}
    </>
  );
}

/** A titled card of a form or details page whose children sit in a responsive grid. */
export function FormSection({
  title,
  children,
  columnMinWidth = 240,
}: {
  title?: string;
  children: ReactNode;
  columnMinWidth?: number;
}) {
  return (
    <Paper component="section" sx={{ p: { xs: 2, md: 3 } }} aria-label={title}>
      {title && (
        <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${columnMinWidth}px), 1fr))`,
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** A titled part of a details page holding a table or a message of its own ("Properties", "Sub Tenants"). */
export function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The card at the top of a details page: the record's picture (a person's profile image, when it has one), its
 * name as a heading, a line under it, and anything for the right (a status).
 */
export function RecordSummaryCard({
  title,
  subtitle,
  profileImage,
  aside,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown round, with a person placeholder when missing; leave it out for records without a picture. */
  profileImage?: string | null;
  aside?: ReactNode;
}) {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {profileImage !== undefined && (
        <ImageWithPlaceholder
          src={profileImage}
          alt="Profile image"
          placeholder="person"
          width={96}
          height={96}
          round
        />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="h3" component="h3">
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      {aside}
    </Paper>
  );
}

/** A stored file of the server (a same-site /api/files/... address) or a web page, opened in a new tab. */
export function FileLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}
