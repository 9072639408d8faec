/** An address printed one line under the other (footer, contact section, the popup's new address). */
export function AddressLines({ lines, lineClassName = 'block' }: { lines: string[]; lineClassName?: string }) {
  return (
    <address className="not-italic">
      {lines.map((line) => (
        <span key={line} className={lineClassName}>
          {line}
        </span>
      ))}
    </address>
  );
}
