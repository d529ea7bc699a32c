/** Props of {@link InvalidConfigView}. */
export type InvalidConfigViewProps = {
  /** Why the modal refused to start, for whoever configures the host or the project. */
  reason: string
}

/**
 * What a host that may not use the modal sees: a static explanation, with nothing to click or
 * focus. The modal exposes no protocol method in this case.
 */
export function InvalidConfigView({ reason }: InvalidConfigViewProps) {
  return (
    <main className="al-invalid">
      <div className="al-invalid-card">
        <h1 className="al-invalid-title">Invalid App Configuration</h1>
        <p className="al-invalid-reason">{reason}</p>
        <p className="al-invalid-note">
          The wallet connection is disabled on this page until the configuration is fixed.
        </p>
      </div>
    </main>
  )
}
