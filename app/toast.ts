/** A notification carried to the next page in the flash cookie. */
export type Toast = { title: string; description?: string; variant?: "default" | "destructive" };
