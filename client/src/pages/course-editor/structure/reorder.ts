/** The destructive toast shown when a new module or lesson order could not be saved (it is rolled back). */
export const REORDER_FAILED = {
  title: "Reorder Failed",
  description: "Could not save the new order. Please try again.",
} as const;
