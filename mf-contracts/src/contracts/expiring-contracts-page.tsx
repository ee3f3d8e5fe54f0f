import { contractsApi } from '@pm/api-client';
import {
  type ExpiringContract,
  LEASE_HORIZONS,
  type LeaseHorizon,
  OVERDUE_WINDOW_DAYS,
} from '@pm/schemas/lease';
import {
  type DataColumn,
  DataTable,
  formatAmount,
  LoadStates,
  PageHeading,
  Pager,
  recordPath,
  ScreenLink,
  TitledSection,
  usePageParam,
  useQueryParams,
  useReloadable,
} from '@pm/ui';
import { Chip, NativeSelect } from '@pm/ui/mui-advanced';
import { Box, FormControl, InputLabel, Link as MuiLink, OutlinedInput, Typography } from '@pm/ui/mui-basics';
import { Link } from '@pm/ui/navigation';
import { contractScreens } from './contract-screens';
import { LeaseActions } from './lease-actions';
import { daysLeftText, LEASE_STATUS_COLOURS, LEASE_STATUS_NAMES } from './lease-text';

/** The horizon of the address (`?within=60`); the first of LEASE_HORIZONS when absent or not one of them. */
function horizonOf(query: URLSearchParams): LeaseHorizon {
  const days = Number(query.get('within'));
  return LEASE_HORIZONS.find((horizon) => horizon === days) ?? LEASE_HORIZONS[0];
}

function columnsOf(onChanged: () => void): DataColumn<ExpiringContract>[] {
  return [
    {
      key: 'contract',
      header: 'Contract',
      cell: (row) => (
        <MuiLink component={Link} to={recordPath(contractScreens.details, row._id)}>
          {row.contractRefName}
        </MuiLink>
      ),
    },
    {
      key: 'tenant',
      header: 'Tenant',
      cell: (row) => (
        <ScreenLink screen="tenant-details" params={{ id: row.tenant._id }}>
          {row.tenant.name}
        </ScreenLink>
      ),
    },
    {
      key: 'property',
      header: 'Property',
      cell: (row) => (
        <ScreenLink screen="property-details" params={{ id: row.property._id }}>
          {row.property.name}
        </ScreenLink>
      ),
    },
    {
      key: 'owner',
      header: 'Owner',
      cell: (row) => (
        <ScreenLink screen="owner-details" params={{ id: row.owner._id }}>
          {row.owner.name}
        </ScreenLink>
      ),
    },
    {
      key: 'rent',
      header: 'Monthly rent',
      align: 'right',
      cell: (row) => formatAmount(row.monthlyRent) || '-',
    },
    { key: 'finish', header: 'Finish date', cell: (row) => row.finishDate.slice(0, 10) },
    { key: 'daysLeft', header: 'Days left', align: 'right', cell: (row) => daysLeftText(row.daysLeft) },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <Chip
          size="small"
          variant="outlined"
          label={LEASE_STATUS_NAMES[row.leaseStatus]}
          color={LEASE_STATUS_COLOURS[row.leaseStatus]}
        />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <LeaseActions contract={row} onChanged={onChanged} inRow />
        </Box>
      ),
    },
  ];
}

/** The horizon choice: a native select of LEASE_HORIZONS, in days. */
function HorizonSelect({ value, onChange }: { value: LeaseHorizon; onChange: (days: LeaseHorizon) => void }) {
  return (
    <FormControl sx={{ minWidth: 200 }}>
      <InputLabel htmlFor="lease-horizon" shrink>
        Ending within
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as LeaseHorizon)}
        input={<OutlinedInput label="Ending within" notched />}
        inputProps={{ id: 'lease-horizon' }}
      >
        {LEASE_HORIZONS.map((days) => (
          <option key={days} value={days}>
            {`${days} days`}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

/**
 * Expiring Contracts (issue 25): the contracts whose finish date falls within the chosen horizon (30, 60, 90 or
 * 120 days), soonest first, and apart the overdue ones, each list with its own pager. The horizon and both pages
 * are kept in the address. Admins and agents renew, record a renewal offer or end a lease from each row.
 */
export function ExpiringContractsPage() {
  const [query, changeQuery] = useQueryParams();
  const within = horizonOf(query);
  const [page, setPage] = usePageParam();
  const [overduePage, setOverduePage] = usePageParam('overduePage');
  const [expiring, reloadExpiring] = useReloadable(() => contractsApi.expiring(within, page), [within, page]);
  const [overdue, reloadOverdue] = useReloadable(() => contractsApi.overdue(overduePage), [overduePage]);
  const reload = () => {
    void reloadExpiring();
    void reloadOverdue();
  };
  const columns = columnsOf(reload);
  return (
    <>
      <PageHeading
        title="Expiring Contracts"
        actions={
          <HorizonSelect
            value={within}
            onChange={(days) => changeQuery({ within: days === LEASE_HORIZONS[0] ? null : days, page: null })}
          />
        }
      />
      <Box sx={{ display: 'grid', gap: 4 }}>
        <TitledSection title="Ending soon">
          <Typography color="text.secondary">
            {`Contracts that finish in the next ${within} days, soonest first.`}
          </Typography>
          <LoadStates state={expiring}>
            {(answer) => (
              <>
                <DataTable<ExpiringContract>
                  label="Contracts ending soon"
                  columns={columns}
                  rows={answer.data}
                  emptyText={
                    page > 1
                      ? 'No contracts on this page.'
                      : `No contracts finish in the next ${within} days.`
                  }
                  minWidth={1100}
                />
                <Pager facts={answer} onPage={setPage} label="Ending soon pages" />
              </>
            )}
          </LoadStates>
        </TitledSection>
        <TitledSection title="Overdue">
          <Typography color="text.secondary">
            {`Contracts whose finish date passed in the last ${OVERDUE_WINDOW_DAYS} days with no renewal and no recorded ending. Renew or end each one.`}
          </Typography>
          <LoadStates state={overdue}>
            {(answer) => (
              <>
                <DataTable<ExpiringContract>
                  label="Overdue contracts"
                  columns={columns}
                  rows={answer.data}
                  emptyText={overduePage > 1 ? 'No contracts on this page.' : 'No overdue contracts.'}
                  minWidth={1100}
                />
                <Pager facts={answer} onPage={setOverduePage} label="Overdue pages" />
              </>
            )}
          </LoadStates>
        </TitledSection>
      </Box>
    </>
  );
}
