import { hashPassword } from '../src/auth/passwords';
import type { Database } from '../src/db/database';

// Names, places and agents the rows are made of: every combination recurs, as names do in a real agency.
const FIRST_NAMES = [
  'Somchai',
  'Somsak',
  'Anong',
  'Niran',
  'Malee',
  'Kanya',
  'Prasert',
  'Sombat',
  'Wichai',
  'Pimchanok',
  'Nattapong',
  'Siriporn',
  'Thanawat',
  'Chayanon',
  'Kittipong',
  'Rattana',
  'Sukanya',
  'Apinya',
  'Boonmee',
  'Chalerm',
  'Sébastien',
  'Zoë',
  'Jürgen',
  'Amélie',
  'José',
  'François',
  'Björn',
  'Renée',
  'Noël',
  'Inès',
  'John',
  'Emma',
  'Oliver',
  'Sophia',
  'Liam',
  'Mia',
  'Noah',
  'Ava',
  'Lucas',
  'Chloe',
];
const SURNAMES = [
  'Jaidee',
  'Srisuk',
  'Thongdee',
  'Rattanakorn',
  'Saetang',
  'Wongsawat',
  'Chaiyaporn',
  'Kittisak',
  'Sukjai',
  'Boonyarit',
  'Müller',
  'Kowalczyk',
  'Dubois',
  'García',
  'Lefèvre',
  'Nørgaard',
  'Öztürk',
  'Smith',
  'Brown',
  'Wilson',
  'Taylor',
  'Anderson',
  'Thomas',
  'Moore',
  'Martin',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
];
const CONDOS = [
  'Lumpini Park Riverside',
  'The Address Asoke',
  'Noble Ploenchit',
  'Ideo Mobi Sukhumvit',
  'Rhythm Sathorn',
  'Ashton Chula Silom',
  'Baan Rimnam',
  'The Esse Asoke',
  'Park Origin Phrom Phong',
  'Life One Wireless',
  'Circle Living',
  'Supalai Oriental',
  'Villa Asoke',
  'Hyde Sukhumvit',
  'Quattro by Sansiri',
];
const STREETS = [
  'Sukhumvit Soi 24',
  'Charoen Krung Road',
  'Rama IV Road',
  'Sathorn Road',
  'Silom Road',
  'Phetchaburi Road',
  'Ratchadaphisek Road',
  'Wireless Road',
  'Ekkamai Soi 10',
  'Thonglor Soi 13',
  'Phahonyothin Road',
  'Ari Soi 4',
];
const DISTRICTS = [
  'Bang Rak',
  'Khlong Toei',
  'Watthana',
  'Pathum Wan',
  'Sathon',
  'Chatuchak',
  'Huai Khwang',
  'Phaya Thai',
];

// SQL expressions of row i: an entry of a list, a number of `digits` digits that looks random.
const pick = (values: string[], position: string) =>
  `(array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}])[1 + (${position}) % ${values.length}]`;
const FIRST = pick(FIRST_NAMES, 'i');
const SURNAME = pick(SURNAMES, `i / ${FIRST_NAMES.length}`);
const scrambled = (digits: number, salt: number) =>
  `lpad(((i::bigint * ${7_919 + salt} + ${salt * 104_729}) % ${10 ** digits})::text, ${digits}, '0')`;

/**
 * `count` records of each kind, each SQL INSERT ... SELECT over generate_series (no round trip per row): owners,
 * their properties, tenants of those, one sub-tenant each, and a contract of each tenant. One shared password hash.
 */
export async function seedSearchRecords(database: Database, count: number): Promise<void> {
  const passwordHash = await hashPassword('bench-search-password');
  const run = (text: string, values: unknown[] = []) => database.executeSql(text, values);
  await run(
    `insert into owners (email, password_hash, name, nick_name, contact_no, emergency_no, dob, passport_no,
       passport_expiry, bank_acc_no, bank_name, bank_branch)
     select lower(unaccent(${FIRST})) || '.' || i || '@agency-mail.com', $1, ${FIRST} || ' ' || ${SURNAME},
       left(${FIRST}, 3) || (i % 97), '08' || ${scrambled(8, 1)}, '09' || ${scrambled(8, 2)}, date '1980-01-01',
       'P' || ${scrambled(8, 3)}, date '2032-01-01',
       ${scrambled(3, 4)} || '-' || ${scrambled(1, 5)} || '-' || ${scrambled(5, 6)}, 'Bench Bank', 'Main'
     from generate_series(1, $2::int) as i`,
    [passwordHash, count],
  );
  await run(
    `insert into properties (owner_id, name, ref_id, condo_name, address)
     select owner.id, ${pick(CONDOS, 'i')} || ' unit ' || (i % 500),
       'REF-' || lpad(i::text, 6, '0'), ${pick(CONDOS, 'i')},
       (i % 300) || ' ' || ${pick(STREETS, 'i')} || ', ' || ${pick(DISTRICTS, 'i')}
     from (select id, (row_number() over (order by id))::int as i from owners) as owner`,
  );
  await run(
    `insert into tenants (email, password_hash, property_id, first_name, nick_name, sur_name, contact_no, whats_app_no,
       dob, nationality, home_address)
     select lower(unaccent(${FIRST})) || '.t' || i || '@tenant-mail.com', $1, property.id, ${FIRST},
       left(${FIRST}, 4), ${SURNAME}, '06' || ${scrambled(2, 7)} || ' ' || ${scrambled(3, 8)} || ' ' || ${scrambled(3, 9)},
       '+66 ' || ${scrambled(9, 10)}, date '1990-01-01', 'Thai', '1 Home Street'
     from (select id, (row_number() over (order by id))::int as i from properties) as property`,
    [passwordHash],
  );
  await run(
    `insert into sub_tenants (tenant_id, position, first_name, nick_name, sur_name, email, contact_no, nationality,
       home_address)
     select tenant.id, 0, ${pick(FIRST_NAMES, 'i + 7')}, 'Sub' || (i % 89), ${SURNAME},
       'sub' || i || '@family-mail.com', '08' || ${scrambled(8, 11)}, 'Thai', '1 Home Street'
     from (select id, (row_number() over (order by id))::int as i from tenants) as tenant`,
  );
  await run(
    `insert into contracts (owner_id, property_id, tenant_id, contract_ref_name, start_date, finish_date, agent_name,
       co_agent_name)
     select property.owner_id, property.id, tenant.id, 'CT-' || (2020 + i % 6) || '-' || lpad(i::text, 6, '0'),
       date '2025-01-01', date '2025-12-31', ${FIRST} || ' Agent', ${SURNAME} || ' Helper'
     from (select id, property_id, (row_number() over (order by id))::int as i from tenants) as tenant
     join properties as property on property.id = tenant.property_id`,
  );
  // PGlite has no autovacuum: the planner's statistics come from here.
  await run('analyze');
}

/** Queries staff would type, drawn from the seeded rows: names with a typo, phone digits, emails, references. */
export async function sampleSearchQueries(database: Database, count: number): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select o.name, o.contact_no, o.email, o.passport_no, p.ref_id, p.address, t.sur_name, t.whats_app_no,
       c.contract_ref_name
     from owners o join properties p on p.owner_id = o.id join tenants t on t.property_id = p.id
       join contracts c on c.tenant_id = t.id
     order by md5(o.id::text) limit $1`,
    [count],
  );
  const typo = (text: string) => `${text.slice(0, 2)}${text[3] ?? ''}${text[2] ?? ''}${text.slice(4)}`;
  return (rows as Record<string, string>[]).flatMap((row) => [
    typo(row.name ?? ''),
    (row.contact_no ?? '').slice(-4),
    (row.email ?? '').split('@')[0] ?? '',
    row.passport_no ?? '',
    row.ref_id ?? '',
    (row.address ?? '').split(',')[0] ?? '',
    row.sur_name ?? '',
    (row.whats_app_no ?? '').slice(-5),
    row.contract_ref_name ?? '',
  ]);
}
