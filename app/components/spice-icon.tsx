/** Seedling (mild), chili (medium) and fire (hot): the spice level icons. */
export function SpiceIcon({ name }: { name: "seedling" | "chili" | "fire" }) {
  const common = { "aria-hidden": true, viewBox: "0 0 24 24", className: "h-6 w-6", "data-icon": name } as const;
  if (name === "seedling") {
    return (
      <svg {...common}>
        <path d="M12 21v-8" stroke="#27652e" strokeWidth="2" strokeLinecap="round" fill="none" />
        <path d="M12 13C12 8 9 5 4 5c0 5 3 8 8 8Z" fill="#3f9a48" />
        <path d="M12 11c0-4 3-7 8-7 0 4-3 7-8 7Z" fill="#5cb865" />
      </svg>
    );
  }
  if (name === "chili") {
    return (
      <svg {...common}>
        <path d="M15 6c-1 6-5 11-11 14 8 1 14-4 15-11Z" fill="#d9381e" />
        <path
          d="M15 6c0-2 1-3 3-3M15 6c2-1 4 0 4 3"
          stroke="#27652e"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <path d="M12 22c-4 0-7-3-7-7 0-4 3-6 4-10 2 2 3 4 3 6 1-1 2-2 2-4 3 2 5 5 5 8 0 4-3 7-7 7Z" fill="#f0642a" />
      <path d="M12 22c-2 0-3.5-1.5-3.5-3.5S10 15 11 13c1 1.5 4.5 3 4.5 5.5S14 22 12 22Z" fill="#fbbf24" />
    </svg>
  );
}
