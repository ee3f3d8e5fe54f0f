import { ApiError, importsApi } from '@pm/api-client';
import { SPREADSHEETS } from '@pm/schemas/spreadsheet';
import {
  type ImportedList,
  type ImportJob,
  type ImportMapping,
  type ImportProblem,
  type ImportReport,
  importKey,
} from '@pm/schemas/spreadsheet-import';
import { showToast } from '@pm/ui/feedback';
import { Alert, Checkbox, FormControlLabel, LinearProgress, NativeSelect } from '@pm/ui/mui-advanced';
import { Box, Button, Paper, Typography } from '@pm/ui/mui-basics';
import { Link, useNavigate, useSearchParams } from '@pm/ui/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { type DataColumn, DataTable } from './data-table';
import { PageHeading } from './page-heading';
import type { RecordScreens } from './record-screens';

/** What the file input takes: CSV and Excel workbooks (the server tells them by their bytes either way). */
const SPREADSHEET_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Problem = ImportProblem & { _id: string };

const PROBLEM_COLUMNS: DataColumn<Problem>[] = [
  { key: 'line', header: 'Line', cell: (problem) => problem.line, align: 'right' },
  { key: 'field', header: 'Column', cell: (problem) => problem.field || '(row)' },
  { key: 'message', header: 'Problem', cell: (problem) => problem.message },
];

/** How the rows find their records: "Owners already here are found by their email." */
function matchedBy(list: ImportedList): string {
  const { title, key, partOf } = SPREADSHEETS[list];
  if (key || !partOf) return `${title} already here are found by their ${key}.`;
  const parent = SPREADSHEETS[partOf];
  const one = parent.title.toLowerCase().replace(/s$/, '');
  return `Each row's ${importKey(list)} names its ${one} by ${parent.key}: a ${one}'s rows are its ${title.toLowerCase()}, in order. An import never removes one, and an empty cell keeps what is stored.`;
}

/** "3 rows: 2 new, 1 changed, 0 unchanged." */
const countsText = (report: ImportReport) =>
  `${report.rows} ${report.rows === 1 ? 'row' : 'rows'}: ${report.created} new, ${report.changed} changed, ${report.unchanged} unchanged.`;

/** "Imported: 2 added, 1 updated." */
const importedText = (report: ImportReport) =>
  `Imported: ${report.created} added, ${report.updateExisting ? report.changed : 0} updated.`;

/** The page's address names the running import (`?job=<id>`), so that a reload follows it again. */
const JOB_PARAMETER = 'job';
/** How often the page reads a running import's progress. */
export const JOB_POLL_MS = 1000;

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** "Importing owners.csv: 12,000 of 50,000 rows done." */
function jobText(job: ImportJob): string {
  if (job.status === 'queued') return `Importing ${job.fileName}: waiting to start.`;
  return `Importing ${job.fileName}: ${job.rowsDone.toLocaleString('en-US')} of ${job.rows.toLocaleString('en-US')} rows done.`;
}

/** A running import: its progress bar and what it has done, read again every JOB_POLL_MS. */
function JobProgress({ job }: { job: ImportJob }) {
  const id = useId();
  const percent = job.rows > 0 ? Math.round((job.rowsDone / job.rows) * 100) : 0;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography id={id} role="status" sx={{ mb: 1 }}>
        {jobText(job)}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby={id} />
    </Box>
  );
}

/**
 * Follows the import named in the page's address: reads it every JOB_POLL_MS until it is done or failed, then
 * hands it to `onEnd` and takes its id off the address.
 */
function useFollowedJob(onEnd: (job: ImportJob) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [jobId, setJobId] = useState(() => searchParams.get(JOB_PARAMETER));
  const [job, setJob] = useState<ImportJob | null>(null);
  const [error, setError] = useState('');
  // Read when the job ends: a new onEnd (or address setter) is no reason to start following again.
  const ended = useRef(onEnd);
  ended.current = onEnd;
  const forget = useRef(() => {});
  forget.current = () => {
    setJobId(null);
    setSearchParams({}, { replace: true });
  };
  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const current = (await importsApi.job(jobId)).data;
        if (stopped) return;
        setJob(current);
        setError('');
        if (current.status === 'done' || current.status === 'failed') {
          forget.current();
          ended.current(current);
          return;
        }
      } catch (failure) {
        if (stopped) return;
        setError(messageOf(failure));
        // A job that is not there (or not this person's) will not come back: stop asking.
        if (failure instanceof ApiError && failure.status === 404) {
          forget.current();
          return;
        }
      }
      timer = setTimeout(() => void read(), JOB_POLL_MS);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId]);
  const follow = (started: ImportJob) => {
    setJob(started);
    setJobId(started.id);
    setSearchParams({ [JOB_PARAMETER]: started.id }, { replace: true });
  };
  return { job: jobId ? job : null, running: jobId !== null, error, follow };
}

/** The file's columns, each with the list's column it fills (or "Not imported"). */
function ColumnMapping({
  list,
  report,
  disabled,
  onChange,
}: {
  list: ImportedList;
  report: ImportReport;
  disabled: boolean;
  onChange: (mapping: ImportMapping) => void;
}) {
  const id = useId();
  const columns = SPREADSHEETS[list].columns.map((column) => column.header);
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mb: 3 }}>
      <Typography id={`${id}-title`} variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Columns
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' }, gap: 1 }}>
        {report.headers.map((header, index) => (
          <Box key={`${header}-${index}`} sx={{ display: 'contents' }}>
            <Typography component="label" htmlFor={`${id}-${index}`} sx={{ alignSelf: 'center' }}>
              {header || `(column ${index + 1})`}
            </Typography>
            <NativeSelect
              id={`${id}-${index}`}
              value={report.mapping[header] ?? ''}
              disabled={disabled}
              onChange={(event) => onChange({ ...report.mapping, [header]: event.target.value })}
            >
              <option value="">Not imported</option>
              {columns.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </NativeSelect>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The dry run's findings: the counts, and each bad row with its line, column and message. */
function ReportView({ report }: { report: ImportReport }) {
  const problems = report.problems.map((problem, index) => ({ ...problem, _id: String(index) }));
  return (
    <Box sx={{ mb: 3 }}>
      <Typography role="status" sx={{ mb: 1 }}>
        {countsText(report)}
      </Typography>
      {report.problemCount > 0 && (
        <>
          <Alert severity="error" sx={{ mb: 1 }}>
            {`${report.problemCount} ${report.problemCount === 1 ? 'problem' : 'problems'}: correct the file (or the columns) and check it again. Nothing is imported while a row is wrong.`}
          </Alert>
          <DataTable<Problem> label="Problems" columns={PROBLEM_COLUMNS} rows={problems} />
          {report.problemCount > report.problems.length && (
            <Typography sx={{ mt: 1 }}>
              {`And ${report.problemCount - report.problems.length} more not listed.`}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

/**
 * A list's import page (issue 24): choose a CSV or XLSX file, check how its columns map to the list's (guessed
 * from its header row), see the dry run (every bad row by line, column and message; how many rows are new,
 * changed and unchanged), then import: all or nothing, the changed records updated only with "Update existing
 * records". The import runs as a background job whose progress the page shows, and follows again after a reload.
 */
export function RecordImportPage({
  lists,
  screens,
}: {
  /** What a file may hold: the list's records, and the lists of their parts (a tenant's sub-tenants). */
  lists: readonly [ImportedList, ...ImportedList[]];
  screens: RecordScreens;
}) {
  const navigate = useNavigate();
  const [list, setList] = useState<ImportedList>(lists[0]);
  const listChoice = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [error, setError] = useState('');

  async function check(chosen: File, mapping?: ImportMapping, into: ImportedList = list) {
    setBusy('checking');
    setError('');
    try {
      setReport((await importsApi.run(into, chosen, { mapping, updateExisting, dryRun: true })).data);
    } catch (failure) {
      setReport(null);
      setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  }

  const followed = useFollowedJob(async (job) => {
    if (job.status === 'failed') {
      setError(job.failure ?? '');
      return;
    }
    if (job.report?.imported) {
      await showToast(importedText(job.report));
      navigate(screens.list);
      return;
    }
    setReport(job.report);
  });

  async function runImport() {
    if (!file || !report) return;
    setBusy('importing');
    setError('');
    try {
      followed.follow(
        (await importsApi.startJob(list, file, { mapping: report.mapping, updateExisting })).data,
      );
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  }

  const ready =
    file !== null && report !== null && report.problemCount === 0 && busy === null && !followed.running;
  return (
    <>
      <PageHeading
        title={`${screens.plural} from a spreadsheet`}
        actions={
          <Button component={Link} to={screens.list} variant="outlined">
            Back
          </Button>
        }
      />
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2 }}>
          {`A CSV or Excel (XLSX) file with a header row, such as this list's export. ${matchedBy(list)} Images and documents are not imported.`}
        </Typography>
        {lists.length > 1 && (
          <Box sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography component="label" htmlFor={listChoice}>
              The file holds
            </Typography>
            <NativeSelect
              id={listChoice}
              value={list}
              disabled={busy !== null}
              onChange={(event) => {
                const chosen = event.target.value as ImportedList;
                setList(chosen);
                setReport(null);
                if (file) void check(file, undefined, chosen);
              }}
            >
              {lists.map((option) => (
                <option key={option} value={option}>
                  {SPREADSHEETS[option].title}
                </option>
              ))}
            </NativeSelect>
          </Box>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
          <Button variant="outlined" component="label" disabled={busy !== null}>
            Choose file
            <input
              hidden
              type="file"
              accept={SPREADSHEET_ACCEPT}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setReport(null);
                if (chosen) void check(chosen);
                // Choosing the same file again (after fixing it) checks it again.
                event.target.value = '';
              }}
            />
          </Button>
          <Typography>{file ? file.name : 'No file chosen'}</Typography>
          {file && (
            <Button variant="text" disabled={busy !== null} onClick={() => void check(file, report?.mapping)}>
              Check again
            </Button>
          )}
        </Box>
        {busy === 'checking' && <Typography role="status">Checking the file...</Typography>}
        {followed.job && <JobProgress job={followed.job} />}
        {(error || followed.error) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error || followed.error}
          </Alert>
        )}
        {report && !file && <ReportView report={report} />}
        {report && file && (
          <>
            <ColumnMapping
              list={list}
              report={report}
              disabled={busy !== null}
              onChange={(mapping) => void check(file, mapping)}
            />
            <ReportView report={report} />
            <FormControlLabel
              control={
                <Checkbox
                  checked={updateExisting}
                  onChange={(event) => setUpdateExisting(event.target.checked)}
                />
              }
              label={`Update existing records (${report.changed} changed)`}
            />
          </>
        )}
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" disabled={!ready} onClick={() => void runImport()}>
            {busy === 'importing' || followed.running ? 'Importing...' : 'Import'}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
