import { FigureTable } from './figure-table';

type Point = { bucket: string; label: string; value: number };
/** What is counted, as French writes one of it (0 and 1 included) and several. */
export type CountedUnit = { one: string; many: string };

const WIDTH = 720;
const HEIGHT = 180;

const counted = (value: number, unit: CountedUnit) =>
  `${value.toLocaleString('fr-FR')}\u00a0${value > 1 ? unit.many : unit.one}`;

/**
 * The buckets named under the chart: the first, the middle and the last. As text beside the
 * drawing rather than in it, where they would shrink with it to a few pixels on a phone; the
 * middle one sits under its own bar.
 */
function AxisLabels({ points }: { points: readonly Point[] }) {
  const last = points.length - 1;
  const middle = Math.floor(last / 2);
  return (
    <div aria-hidden className="relative h-4 text-xs text-muted-foreground">
      <span className="absolute left-0">{points[0]?.label}</span>
      {middle > 0 && middle < last ? (
        <span
          className="absolute -translate-x-1/2"
          style={{ left: `${(((middle + 0.5) / points.length) * 100).toFixed(2)}%` }}
        >
          {points[middle]?.label}
        </span>
      ) : null}
      {last > 0 ? <span className="absolute right-0">{points[last]?.label}</span> : null}
    </div>
  );
}

/**
 * A bar chart drawn on the server as SVG (no chart script on the page). The drawing is hidden
 * from screen readers, which read the same figures in the table under it; a pointer resting on a
 * bar shows its figure. A period where nothing was counted says so instead of an empty frame.
 */
export function BarChart({ title, points, unit }: { title: string; points: readonly Point[]; unit: CountedUnit }) {
  const max = Math.max(0, ...points.map((point) => point.value));
  if (max === 0) {
    return (
      <figure className="space-y-2 rounded-lg border bg-card p-4">
        <figcaption className="font-medium">{title}</figcaption>
        <p className="text-sm text-muted-foreground">Rien de compté sur cette période.</p>
      </figure>
    );
  }
  const slot = WIDTH / Math.max(1, points.length);
  const bar = Math.max(1, slot * 0.7);
  return (
    <figure className="space-y-2 rounded-lg border bg-card p-4">
      <figcaption className="flex items-baseline justify-between gap-4">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">maximum {counted(max, unit)}</span>
      </figcaption>
      <div>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full text-primary" aria-hidden focusable="false">
          <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-border" strokeWidth={1} />
          {points.map((point, index) => {
            const height = (point.value / max) * (HEIGHT - 4);
            return (
              <rect
                key={point.bucket}
                x={index * slot + (slot - bar) / 2}
                y={HEIGHT - height}
                width={bar}
                height={height}
                rx={2}
                fill="currentColor"
              >
                <title>{`${point.label}\u00a0: ${counted(point.value, unit)}`}</title>
              </rect>
            );
          })}
        </svg>
        <AxisLabels points={points} />
      </div>
      <FigureTable
        caption={title}
        headers={['Période', unit.many]}
        rows={points.map((point) => [point.label, point.value.toLocaleString('fr-FR')])}
        visuallyHidden
      />
    </figure>
  );
}
