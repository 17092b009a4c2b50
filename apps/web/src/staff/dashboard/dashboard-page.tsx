import { ADVICE_KINDS } from '@portal/contracts/advice-status';
import {
  AGE_BUCKETS,
  DASHBOARD_DEFAULT_WINDOW,
  DASHBOARD_ORDER_STATUSES,
  DASHBOARD_WINDOWS,
  OPEN_ABNORMAL_STATUSES,
  OPEN_ADVICE_STATUSES,
  REPLY_CLOCK_STATES,
  type DashboardSummary,
  type DashboardWindow,
} from '@portal/contracts/dashboard';
import { SHIPMENT_KINDS, SHIPMENT_LOADING, SHIPMENT_STATUSES } from '@portal/contracts/shipment';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { Button, Result, Select, Spin } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useStaffTitle } from '../staff-title';
import { useDashboard } from './dashboard-api';
import { careLink, containersLink, exceptionsLink, ordersLink, reviewsLink } from './dashboard-links';
import { useDashboardText, type DashboardText } from './dashboard-texts';
import styles from './dashboard.module.css';
import { EChart, type ChartOption } from './echart';

// The operations dashboard, the administrators' first page (docs/staff-console.md,
// "Dashboard"): each card is a chart and its figures as links to the list behind them, with
// that desk's filters. A bar opens its own slice (one day and status, one stage and kind…).

const WINDOW_PARAM = 'days';
const windowOf = (params: URLSearchParams): DashboardWindow => {
  const days = Number(params.get(WINDOW_PARAM));
  return (DASHBOARD_WINDOWS as readonly number[]).includes(days) ? (days as DashboardWindow) : DASHBOARD_DEFAULT_WINDOW;
};

// Colours: a stage or status each, and the clock's red, orange and green.
const PALETTE = ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#722ed1', '#eb2f96', '#fa541c', '#2f54eb', '#a0d911'];
const CLOCK_COLOURS = { overdue: '#cf1322', dueSoon: '#d46b08', within: '#389e0d' } as const;
const TRANSPORTS = ['1', '2', '3', '4', null] as const;

interface Figure {
  key: string;
  name: string;
  count: number;
  to?: string;
  tone?: string;
}

const sum = (rows: readonly { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);

// A stacked bar chart: categories along x, one series each. `to` is where a bar leads.
// Without `legend`, the figures below the chart carry the series' colours.
function stacked(categories: string[], series: { name: string; color?: string; data: number[] }[], { horizontal = false, legend = false } = {}): ChartOption {
  // Every label of a short axis (ages, stages); a long one (days) drops those that would overlap.
  const category = { type: 'category' as const, data: categories, axisLabel: categories.length <= 6 ? { interval: 0 } : { hideOverlap: true } };
  const value = { type: 'value' as const, minInterval: 1 };
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { show: legend, type: 'scroll', bottom: 0 },
    grid: { left: 8, right: 16, top: 12, bottom: legend ? 36 : 8, containLabel: true },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    series: series.map((s) => ({ type: 'bar', stack: 'all', name: s.name, data: s.data, ...(s.color ? { itemStyle: { color: s.color } } : {}), emphasis: { focus: 'series' } })),
  };
}

function Card({ id, title, sub, figures, chart, children }: { id: string; title: string; sub?: string; figures: Figure[]; chart?: ReactNode; children?: ReactNode }) {
  const dt = useDashboardText();
  const shown = figures.filter((f) => f.count > 0);
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {sub ? <p className={styles.sub}>{sub}</p> : null}
      {shown.length === 0 && !children ? (
        <p className={styles.empty}>{dt('empty')}</p>
      ) : (
        <>
          {shown.length > 0 ? chart : null}
          <ul className={styles.figures} aria-label={`${title}: ${dt('figures')}`}>
            {shown.map((f) => (
              <li key={f.key}>
                {f.tone ? <span className={styles.swatch} style={{ background: f.tone }} aria-hidden /> : null}
                {f.to ? <Link to={f.to}>{`${f.name}: ${f.count}`}</Link> : <span>{`${f.name}: ${f.count}`}</span>}
              </li>
            ))}
          </ul>
          {children}
        </>
      )}
    </section>
  );
}

// The chart's label for assistive technology: its title and every figure.
const labelOf = (title: string, figures: Figure[]) => `${title}. ${figures.map((f) => `${f.name} ${f.count}`).join(', ')}`;

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) out.push(new Date(at).toISOString().slice(0, 10));
  return out;
}

function Figures({ data, dt }: { data: DashboardSummary; dt: DashboardText }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statusName = (status: number) => t(`staff.orders.statusNames.${status}` as 'staff.orders.statusNames.1');
  const routeName = (type: string | null) => (type === null ? dt('routes.notChosen') : dt(`routes.names.${type}` as 'routes.names.1'));
  const ageName = (age: (typeof AGE_BUCKETS)[number]) => dt(`age.${age}`);
  const dayList = useMemo(() => days(data.dateFrom, data.dateTo), [data.dateFrom, data.dateTo]);
  const axisDays = dayList.map((d) => d.slice(5));
  const span = { dateFrom: data.dateFrom, dateTo: data.dateTo };

  // Orders per day by status.
  const statuses = DASHBOARD_ORDER_STATUSES.filter((s) => data.ordersByStatus.some((r) => r.status === s));
  const countOn = <R extends { day: string; count: number }>(rows: R[], match: (r: R) => boolean) => dayList.map((d) => sum(rows.filter((r) => r.day === d && match(r))));
  const statusFigures: Figure[] = statuses.map((s, i) => ({
    key: String(s),
    name: statusName(s),
    count: sum(data.ordersByStatus.filter((r) => r.status === s)),
    to: ordersLink({ status: s, ...span }),
    tone: PALETTE[i % PALETTE.length],
  }));
  const ordersChart = stacked(axisDays, statuses.map((s, i) => ({ name: statusName(s), color: PALETTE[i % PALETTE.length], data: countOn(data.ordersByStatus, (r) => r.status === s) })));

  // Orders per day by route.
  const routes = TRANSPORTS.filter((type) => data.ordersByRoute.some((r) => r.transportType === type));
  const routeFigures: Figure[] = routes.map((type, i) => ({
    key: String(type),
    name: routeName(type),
    count: sum(data.ordersByRoute.filter((r) => r.transportType === type)),
    ...(type === null ? {} : { to: ordersLink({ transportType: type, ...span }) }),
    tone: PALETTE[i % PALETTE.length],
  }));
  const routesChart = stacked(axisDays, routes.map((type, i) => ({ name: routeName(type), color: PALETTE[i % PALETTE.length], data: countOn(data.ordersByRoute, (r) => r.transportType === type) })));

  // Cargo in the warehouse by dwell time.
  const warehouseFigures: Figure[] = AGE_BUCKETS.map((age) => ({ key: age, name: ageName(age), count: sum(data.warehouse.byAge.filter((r) => r.age === age)) }));
  const warehouseChart = stacked(
    AGE_BUCKETS.map(ageName),
    [{ name: dt('warehouse.title'), color: PALETTE[0], data: warehouseFigures.map((f) => f.count) }],
  );

  // Containers by stage and kind.
  const stages = SHIPMENT_STATUSES.filter((s) => data.containers.some((r) => r.status === s));
  const containerFigures: Figure[] = stages.flatMap((s) =>
    SHIPMENT_KINDS.map((kind) => ({
      key: `${s}-${kind}`,
      name: `${statusName(s)} · ${dt(`containers.${kind}`)}`,
      count: sum(data.containers.filter((r) => r.status === s && r.kind === kind)),
      to: containersLink({ status: s, kind }),
    })),
  );
  const containersChart = stacked(
    stages.map(statusName),
    SHIPMENT_KINDS.map((kind, i) => ({ name: dt(`containers.${kind}`), color: PALETTE[i], data: stages.map((s) => sum(data.containers.filter((r) => r.status === s && r.kind === kind))) })),
    { horizontal: true, legend: true },
  );

  // Departures against ETD.
  const etd = { etdFrom: data.dateFrom, etdTo: data.dateTo };
  const departureFigures: Figure[] = [
    { key: 'onTime', name: dt('departures.onTime'), count: data.departures.onTime, to: containersLink(etd), tone: CLOCK_COLOURS.within },
    { key: 'late', name: dt('departures.late'), count: data.departures.late, to: containersLink(etd), tone: CLOCK_COLOURS.overdue },
    { key: 'notLeft', name: dt('departures.notLeft'), count: data.departures.notLeft, to: containersLink({ ...etd, status: SHIPMENT_LOADING }), tone: CLOCK_COLOURS.dueSoon },
  ];
  const departuresChart: ChartOption = {
    animation: false,
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['50%', '45%'],
        label: { formatter: '{c}' },
        data: departureFigures.filter((f) => f.count > 0).map((f) => ({ name: f.name, value: f.count, itemStyle: { color: f.tone } })),
      },
    ],
  };

  // Open exceptions by age.
  const exceptionFigures: Figure[] = OPEN_ABNORMAL_STATUSES.map((status, i) => ({
    key: String(status),
    name: dt(`exceptions.status.${status}`),
    count: sum(data.exceptions.filter((r) => r.status === status)),
    to: exceptionsLink(status),
    tone: PALETTE[i + 3],
  }));
  const exceptionsChart = stacked(
    AGE_BUCKETS.map(ageName),
    OPEN_ABNORMAL_STATUSES.map((status, i) => ({ name: dt(`exceptions.status.${status}`), color: PALETTE[i + 3], data: AGE_BUCKETS.map((age) => sum(data.exceptions.filter((r) => r.status === status && r.age === age))) })),
  );

  // Open threads by kind and status, against the reply clock.
  const careRows = ADVICE_KINDS.flatMap((kind) => OPEN_ADVICE_STATUSES.map((status) => ({ kind, status })));
  const careName = (r: { kind: (typeof ADVICE_KINDS)[number]; status: number }) => `${dt(`care.kinds.${r.kind}`)} · ${dt(`care.status.${r.status}` as 'care.status.1')}`;
  const careFigures: Figure[] = [
    ...REPLY_CLOCK_STATES.map((clock) => ({ key: clock, name: dt(`care.clock.${clock}`), count: sum(data.care.filter((r) => r.clock === clock)), tone: CLOCK_COLOURS[clock] })),
    ...careRows.map((r) => ({ key: `${r.kind}-${r.status}`, name: careName(r), count: sum(data.care.filter((c) => c.kind === r.kind && c.status === r.status)), to: careLink(r) })),
  ];
  const shownCare = careRows.filter((r) => data.care.some((c) => c.kind === r.kind && c.status === r.status));
  const careChart = stacked(
    shownCare.map(careName),
    REPLY_CLOCK_STATES.map((clock) => ({ name: dt(`care.clock.${clock}`), color: CLOCK_COLOURS[clock], data: shownCare.map((r) => sum(data.care.filter((c) => c.kind === r.kind && c.status === r.status && c.clock === clock))) })),
    { horizontal: true, legend: true },
  );

  const kycFigures: Figure[] = data.verifications.map((v) => ({
    key: v.kind,
    name: v.oldest ? `${dt(`verifications.kinds.${v.kind}`)} (${dt('verifications.oldest', { time: formatDateTime(v.oldest, 'YYYY-MM-DD HH:mm') })})` : dt(`verifications.kinds.${v.kind}`),
    count: v.count,
    to: reviewsLink(v.kind),
  }));

  const open = (to: string | undefined) => to && navigate(to);
  return (
    <div className={styles.grid}>
      <Card id="dash-orders" title={dt('orders.title')} sub={dt('orders.sub', { from: data.dateFrom, to: data.dateTo })} figures={statusFigures}
        chart={<EChart option={ordersChart} label={labelOf(dt('orders.title'), statusFigures)} onPick={(e) => open(ordersLink({ status: statuses[e.seriesIndex ?? 0], dateFrom: dayList[e.dataIndex], dateTo: dayList[e.dataIndex] }))} />}
      />
      <Card id="dash-routes" title={dt('routes.title')} sub={dt('orders.sub', { from: data.dateFrom, to: data.dateTo })} figures={routeFigures}
        chart={<EChart option={routesChart} label={labelOf(dt('routes.title'), routeFigures)} onPick={(e) => { const type = routes[e.seriesIndex ?? 0]; if (type) open(ordersLink({ transportType: type, dateFrom: dayList[e.dataIndex], dateTo: dayList[e.dataIndex] })); }} />}
      />
      <Card id="dash-warehouse" title={dt('warehouse.title')} sub={dt('warehouse.total', { count: data.warehouse.total })} figures={data.warehouse.total ? [{ key: 'all', name: dt('warehouse.title'), count: data.warehouse.total, to: ordersLink({ status: ORDER_STATUS.inWarehouse }) }] : []}
        chart={<EChart option={warehouseChart} height={180} label={labelOf(dt('warehouse.title'), warehouseFigures)} onPick={() => open(ordersLink({ status: ORDER_STATUS.inWarehouse }))} />}
      >
        {data.warehouse.oldest.length > 0 ? (
          <table className={styles.table}>
            <caption>{dt('warehouse.oldest')}</caption>
            <thead>
              <tr>
                <th scope="col">{dt('warehouse.order')}</th>
                <th scope="col">{dt('warehouse.marks')}</th>
                <th scope="col">{dt('warehouse.since')}</th>
              </tr>
            </thead>
            <tbody>
              {data.warehouse.oldest.map((o) => (
                <tr key={o.orderId}>
                  <td>
                    <Link to={ordersLink({ keyword: o.orderNo })}>{o.orderNo}</Link>
                  </td>
                  <td>{o.marks}</td>
                  <td>
                    {formatDateTime(o.since, 'YYYY-MM-DD')} ({dt('warehouse.waited', { count: Math.floor((Date.parse(data.asOf) - Date.parse(o.since)) / 86_400_000) })})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Card>
      <Card id="dash-containers" title={dt('containers.title')} sub={dt('containers.sub')} figures={containerFigures}
        chart={<EChart option={containersChart} height={180} label={labelOf(dt('containers.title'), containerFigures.filter((f) => f.count))} onPick={(e) => open(containersLink({ status: stages[e.dataIndex], kind: SHIPMENT_KINDS[e.seriesIndex ?? 0] }))} />}
      />
      <Card id="dash-departures" title={dt('departures.title')} sub={dt('departures.sub', { from: data.dateFrom })} figures={departureFigures}
        chart={<EChart option={departuresChart} height={180} label={labelOf(dt('departures.title'), departureFigures)} onPick={(e) => open(departureFigures.find((f) => f.name === e.name)?.to)} />}
      />
      <Card id="dash-exceptions" title={dt('exceptions.title')} figures={exceptionFigures}
        chart={<EChart option={exceptionsChart} height={180} label={labelOf(dt('exceptions.title'), exceptionFigures)} onPick={(e) => open(exceptionsLink(OPEN_ABNORMAL_STATUSES[e.seriesIndex ?? 0] ?? OPEN_ABNORMAL_STATUSES[0]))} />}
      />
      <Card id="dash-care" title={dt('care.title')} sub={dt('care.sub')} figures={careFigures}
        chart={<EChart option={careChart} height={180} label={labelOf(dt('care.title'), careFigures)} onPick={(e) => open(careLink(shownCare[e.dataIndex] ?? {}))} />}
      />
      <Card id="dash-kyc" title={dt('verifications.title')} figures={kycFigures} />
    </div>
  );
}

export function DashboardPage() {
  const dt = useDashboardText();
  useStaffTitle('dashboard');
  const [params, setParams] = useSearchParams();
  const days = windowOf(params);
  const summary = useDashboard(days);

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{dt('title')}</h1>
        <Select
          aria-label={dt('window')}
          className={styles.window}
          value={days}
          onChange={(value: DashboardWindow) => setParams(value === DASHBOARD_DEFAULT_WINDOW ? {} : { [WINDOW_PARAM]: String(value) })}
          options={DASHBOARD_WINDOWS.map((value) => ({ value, label: dt('windowDays', { count: value }) }))}
        />
        <Button onClick={() => void summary.refetch()} loading={summary.isFetching}>
          {dt('refresh')}
        </Button>
        {summary.data ? <span className={styles.sub}>{dt('asOf', { time: formatDateTime(summary.data.asOf, 'YYYY-MM-DD HH:mm') })}</span> : null}
      </div>
      <p className={styles.sub}>{dt('clickHint')}</p>
      {summary.isPending ? (
        <div className={styles.state} role="status">
          <Spin />
          <span>{dt('loading')}</span>
        </div>
      ) : summary.isError ? (
        <Result
          status="error"
          title={<h2 className={styles.cardTitle}>{dt('failed')}</h2>}
          extra={
            <Button type="primary" onClick={() => void summary.refetch()}>
              {dt('retry')}
            </Button>
          }
        />
      ) : (
        <Figures data={summary.data} dt={dt} />
      )}
    </div>
  );
}
