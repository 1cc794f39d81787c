/** Small line icons of the kitchen pages; decorative, so hidden from assistive technology. */

const frame = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function TrashIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={className} {...frame}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

export function CheckIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={className} {...frame} strokeWidth={3}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export function ChevronIcon({
  className = "h-4 w-4",
  direction = "right",
}: {
  className?: string;
  direction?: "left" | "right";
}) {
  return (
    <svg aria-hidden="true" className={className} {...frame}>
      <path d={direction === "right" ? "M9 6l6 6-6 6" : "M15 18l-6-6 6-6"} />
    </svg>
  );
}

export function MoreIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 24 24" fill="currentColor">
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  );
}

export function JarIcon({ className = "h-6 w-6" }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={className} {...frame}>
      <path d="M8 3h8M7 6h10M7 6c-1.5 1.5-2 3-2 5v7a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3v-7c0-2-.5-3.5-2-5M8 12h8" />
    </svg>
  );
}

export function BasketIcon({ className = "h-6 w-6" }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={className} {...frame}>
      <path d="M3 10h18l-2 10H5L3 10ZM8 10l4-6 4 6M9 14v3M15 14v3" />
    </svg>
  );
}
