import type { ReactNode } from "react";

/** What a list shows when it has nothing in it. */
export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-stone-300 bg-surface px-6 py-10 text-center">
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-full bg-basil-50 text-basil-700"
      >
        {icon}
      </span>
      <p className="font-semibold text-stone-900">{title}</p>
      {children ? <div className="max-w-sm text-sm text-stone-600">{children}</div> : null}
    </div>
  );
}
