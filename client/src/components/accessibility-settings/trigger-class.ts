/** The floating settings button's look: the real trigger and the stand-in shown while the panel loads. */
export const SETTINGS_TRIGGER_CLASS =
  "fixed right-4 top-2 z-40 inline-flex lg:bottom-4 lg:top-auto size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";
