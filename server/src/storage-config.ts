import { z } from 'zod';
import { httpUrl, text, trueOrFalse, type VariableDefinition } from './config-values';

/** Where uploaded files go when S3_BUCKET is set: an S3-compatible bucket (AWS S3, MinIO, R2, ...). */
export interface S3Settings {
  bucket: string;
  /** Absent: AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  /** Absent: the AWS SDK's default credential chain (instance role, AWS_* variables, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

export const storageVariables = {
  S3_BUCKET: {
    defaultText: '(none: files in DATA_DIR/files)',
    description:
      'Bucket of S3-compatible storage (AWS S3, MinIO, R2, ...) for uploaded files; required for more than one API replica. The bucket must exist.',
    schema: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      ),
  },
  S3_ENDPOINT: {
    defaultText: '(none: AWS S3)',
    description:
      'Address of the S3-compatible service, e.g. http://minio:9000 or https://<account>.r2.cloudflarestorage.com.',
    schema: httpUrl,
  },
  S3_REGION: {
    defaultText: 'us-east-1',
    description: 'Region of the bucket (auto for R2).',
    schema: text,
  },
  S3_ACCESS_KEY_ID: {
    defaultText: "(none: the AWS SDK's default credentials)",
    description: 'Access key of the bucket; set together with S3_SECRET_ACCESS_KEY.',
    schema: text,
  },
  S3_SECRET_ACCESS_KEY: {
    defaultText: '(none)',
    description: 'Secret of that access key.',
    secret: true,
    schema: text,
  },
  S3_FORCE_PATH_STYLE: {
    defaultText: 'false',
    description:
      'true for services that want the bucket in the path (http://host/bucket/key), as MinIO usually does.',
    schema: trueOrFalse,
  },
} satisfies Record<string, VariableDefinition>;

type StorageValues = {
  [K in keyof typeof storageVariables]?: z.output<(typeof storageVariables)[K]['schema']>;
};

/** The S3 settings of valid values, or the lines saying what is missing; undefined settings: the local folder. */
export function s3SettingsOf(values: StorageValues): { settings?: S3Settings; errors: string[] } {
  const given = (Object.keys(storageVariables) as (keyof StorageValues)[]).filter(
    (name) => values[name] !== undefined,
  );
  if (given.length === 0) return { errors: [] };
  const errors: string[] = [];
  if (!values.S3_BUCKET) {
    errors.push(`S3_BUCKET is required when ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set.`);
  }
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    errors.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  if (errors.length > 0 || !values.S3_BUCKET) return { errors };
  return {
    errors,
    settings: {
      bucket: values.S3_BUCKET,
      endpoint: values.S3_ENDPOINT,
      region: values.S3_REGION ?? 'us-east-1',
      credentials:
        values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: values.S3_FORCE_PATH_STYLE ?? false,
    },
  };
}
