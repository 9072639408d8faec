import { FigureTable } from './figure-table';

type Point = { bucket: string; label: string; value: number };

const WIDTH = 720;
const HEIGHT = 180;
const AXIS = 20;

/**
 * A bar chart drawn on the server as SVG (no chart script on the page). The drawing is hidden
 * from screen readers, which read the same figures in the table under it.
 */
export function BarChart({ title, points, unit }: { title: string; points: readonly Point[]; unit: string }) {
  const max = Math.max(1, ...points.map((point) => point.value));
  const slot = WIDTH / Math.max(1, points.length);
  const bar = Math.max(1, slot * 0.7);
  const marks = [0, Math.floor((points.length - 1) / 2), points.length - 1].filter(
    (mark, index, all) => mark >= 0 && all.indexOf(mark) === index,
  );
  return (
    <figure className="space-y-2 rounded-lg border bg-card p-4">
      <figcaption className="flex items-baseline justify-between gap-4">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">
          maximum {max.toLocaleString('fr-FR')} {unit}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="h-auto w-full text-primary"
        aria-hidden
        focusable="false"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-border" strokeWidth={1} />
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
            />
          );
        })}
        {marks.map((mark) => (
          <text
            key={mark}
            x={Math.min(WIDTH - 40, Math.max(0, mark * slot))}
            y={HEIGHT + 15}
            className="fill-muted-foreground text-[12px]"
          >
            {points[mark]?.label}
          </text>
        ))}
      </svg>
      <FigureTable
        caption={title}
        headers={['Période', unit]}
        rows={points.map((point) => [point.label, point.value.toLocaleString('fr-FR')])}
        visuallyHidden
      />
    </figure>
  );
}
