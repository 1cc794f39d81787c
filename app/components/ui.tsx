import { Link } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";

export function cx(...classes: Array<string | false | null | undefined>) {
  return classes.filter(Boolean).join(" ");
}

const buttonVariants = {
  primary: "bg-basil-600 text-white hover:bg-basil-700 dark:hover:bg-basil-500 disabled:bg-basil-600/50",
  outline: "border border-stone-300 bg-surface text-stone-800 hover:bg-stone-100 disabled:text-stone-400",
  ghost: "text-stone-700 hover:bg-stone-100 disabled:text-stone-400",
  destructive: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50",
} as const;

type ButtonVariant = keyof typeof buttonVariants;

const buttonBase =
  "print:hidden inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed";

export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={cx(buttonBase, buttonVariants[variant], className)} {...props} />;
}

export function ButtonLink({
  variant = "outline",
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={cx(buttonBase, buttonVariants[variant], className)} {...props} />;
}

export function Card({ className, ...props }: ComponentProps<"section">) {
  return (
    <section
      className={cx("rounded-2xl border border-stone-200 bg-surface p-5 shadow-sm sm:p-6", className)}
      {...props}
    />
  );
}

export function CardHeader({ title, description, id }: { title: ReactNode; description?: ReactNode; id?: string }) {
  return (
    <header className="mb-4">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
    </header>
  );
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cx("block text-sm font-medium text-stone-800", className)} {...props} />;
}

export const inputClass =
  "mt-1 block w-full rounded-lg border border-stone-300 bg-surface px-3 py-2 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus:border-basil-500 focus:outline-none focus:ring-2 focus:ring-basil-200 disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-500 sm:text-sm";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cx(inputClass, className)} {...props} />;
}

export function Alert({
  variant = "destructive",
  className,
  ...props
}: ComponentProps<"div"> & { variant?: "destructive" | "success" }) {
  return (
    <div
      role={variant === "destructive" ? "alert" : "status"}
      className={cx(
        "rounded-lg border px-4 py-3 text-sm",
        variant === "destructive"
          ? "border-red-300 bg-red-50 text-red-800"
          : "border-basil-200 bg-basil-50 text-basil-900",
        className,
      )}
      {...props}
    />
  );
}

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full bg-basil-100 px-2 py-0.5 text-xs font-medium text-basil-900",
        className,
      )}
      {...props}
    />
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx("animate-pulse rounded-md bg-stone-200", className)} />;
}

export function Spinner({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cx("h-5 w-5 animate-spin text-basil-600", className)}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** The leaf mark used in titles. */
export function BasilMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className ?? "h-8 w-8"}>
      <path d="M16 29c0-9 2-15 9-22-9 1-15 6-15 14 0 3 2 6 6 8Z" fill="#3f9a48" />
      <path d="M16 29C14 21 10 16 4 14c1 7 5 12 12 15Z" fill="#27652e" />
    </svg>
  );
}
