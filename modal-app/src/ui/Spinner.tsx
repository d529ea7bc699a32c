/** Props of {@link Spinner}. */
export type SpinnerProps = {
  /** What is loading; read by screen readers and shown beside the spinner. */
  label: string
}

/**
 * A small loading indicator with its text, announced politely (`role="status"`). Under
 * `prefers-reduced-motion` it does not spin.
 */
export function Spinner({ label }: SpinnerProps) {
  return (
    <div className="al-spinner" role="status">
      <span className="al-spinner-ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
