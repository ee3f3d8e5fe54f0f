// SPEC 2 Dashboard: every figure on the dashboard is fixed sample data; the dashboard makes no server call.
import annaPhoto from './photos/anna.svg';
import benPhoto from './photos/ben.svg';
import chloePhoto from './photos/chloe.svg';
import davidPhoto from './photos/david.svg';
import emmaPhoto from './photos/emma.svg';

export interface ShortcutTile {
  id: string;
  amount: number;
  label: string;
  change: string;
}

/** The four Shortcut Report tiles are identical by design. */
export const shortcutTiles: ShortcutTile[] = Array.from({ length: 4 }, (_, index) => ({
  id: `tile-${index + 1}`,
  amount: 12500,
  label: 'Opening Balance',
  change: '+2.5%',
}));

export const cashflow = {
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  series: [
    {
      id: 'expense',
      label: 'Expense',
      data: [3200, 4100, 3800, 5200, 4700, 5600, 5100, 6200, 5800, 6400, 6100, 7000],
    },
    {
      id: 'income',
      label: 'Income',
      data: [5400, 6200, 5900, 7300, 6800, 8100, 7600, 8900, 8300, 9200, 8800, 9900],
    },
  ],
};

export const expenseVsIncome = {
  quarters: ['Q1', 'Q2', 'Q3', 'Q4'],
  series: [
    { id: 'expense', label: 'Expense', data: [11100, 15500, 17100, 19500] },
    { id: 'income', label: 'Income', data: [17500, 22200, 24800, 27900] },
  ],
};

export interface BalanceAlert {
  category: string;
  amount: number;
}

export const balanceAlerts: BalanceAlert[] = [
  { category: 'Maintenance', amount: 2450 },
  { category: 'Utilities', amount: 1320.5 },
  { category: 'Property Tax', amount: 5800 },
  { category: 'Insurance', amount: 960.75 },
  { category: 'Common Area Fee', amount: 740 },
];

export interface Voucher {
  /** ISO date, shown day/month/year. */
  date: string;
  customer: string;
  voucherNo: string;
  dueDate: string;
  mode: 'Cash' | 'Bank Transfer' | 'Cheque';
  status: 'Paid' | 'Pending' | 'Overdue';
  amount: number;
}

export const recentVouchers: Voucher[] = [
  {
    date: '2025-03-02',
    customer: 'Liam Carter',
    voucherNo: 'VCH-1045',
    dueDate: '2025-03-16',
    mode: 'Bank Transfer',
    status: 'Paid',
    amount: 1850,
  },
  {
    date: '2025-03-05',
    customer: 'Sofia Nguyen',
    voucherNo: 'VCH-1046',
    dueDate: '2025-03-19',
    mode: 'Cash',
    status: 'Pending',
    amount: 920.5,
  },
  {
    date: '2025-03-08',
    customer: 'Noah Patel',
    voucherNo: 'VCH-1047',
    dueDate: '2025-03-22',
    mode: 'Cheque',
    status: 'Overdue',
    amount: 2400,
  },
  {
    date: '2025-03-11',
    customer: 'Mia Rossi',
    voucherNo: 'VCH-1048',
    dueDate: '2025-03-25',
    mode: 'Bank Transfer',
    status: 'Paid',
    amount: 1375.25,
  },
  {
    date: '2025-03-14',
    customer: 'Ethan Kim',
    voucherNo: 'VCH-1049',
    dueDate: '2025-03-28',
    mode: 'Cash',
    status: 'Pending',
    amount: 610,
  },
];

export interface Client {
  name: string;
  phone: string;
  amount: number;
}

export const recentClients: Client[] = [
  { name: 'Olivia Brown', phone: '+1 202 555 0141', amount: 3200 },
  { name: 'James Wilson', phone: '+1 202 555 0176', amount: 1480.5 },
  { name: 'Ava Martinez', phone: '+1 202 555 0119', amount: 2750 },
  { name: 'Lucas Garcia', phone: '+1 202 555 0193', amount: 990 },
  { name: 'Isabella Lee', phone: '+1 202 555 0128', amount: 4125.75 },
];

export interface DashboardUser {
  name: string;
  role: string;
  signedInAt: string;
  photo: string;
}

export const users: DashboardUser[] = [
  { name: 'Anna Schmidt', role: 'Manager', signedInAt: '10:24 AM', photo: annaPhoto },
  { name: 'Ben Okafor', role: 'Manager', signedInAt: '09:51 AM', photo: benPhoto },
  { name: 'Chloe Dubois', role: 'Manager', signedInAt: '09:12 AM', photo: chloePhoto },
  { name: 'David Tanaka', role: 'Manager', signedInAt: '08:47 AM', photo: davidPhoto },
  { name: 'Emma Johansson', role: 'Manager', signedInAt: '08:05 AM', photo: emmaPhoto },
];
