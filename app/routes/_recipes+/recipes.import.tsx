import { getFormProps, useForm, type FormMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useActionData, useLocation } from "@remix-run/react";
import { firstError, FormAlert, SubmitButton, useSubmitting } from "~/components/forms";
import { replyFor } from "~/components/form-reply";
import { KitchenShell } from "~/components/kitchen-shell";
import { ButtonLink, Card, CardHeader, cx, inputClass, Label } from "~/components/ui";
import { keepRetryAfter } from "~/http.server";
import { requireHousehold } from "~/sessions.server";
import { plural } from "~/domain/words";
import type { MoveInItem, MoveInStatus } from "~/services/kitchen/move-in/index.server";
import { submitRecipeImport, type ImportReply } from "./recipe-editor.server";
import type { MoveInReply } from "./move-in.server";
import { RecipeForm } from "./ui/recipe-editor";
import { ImportProgressBar, UploadProgress, useImportProgress, useUploadWithProgress } from "./ui/move-in-progress";

export const meta: MetaFunction = () => [{ title: "Import a recipe" }];

export const headers: HeadersFunction = (args) => keepRetryAfter(args);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireHousehold(request);
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  return submitRecipeImport(request);
}

/**
 * One way to import, as a card: its heading and description, its form (multipart when it
 * carries a file), its fields, the form's one alert and its submit button, which `footer`
 * replaces while an upload shows its progress.
 */
function ImportCard({
  id,
  title,
  description,
  form,
  intent,
  submitLabel,
  busyLabel,
  error,
  errorId,
  multipart = false,
  onSubmit,
  footer,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  form: FormMetadata<Record<string, unknown>, string[]>;
  intent: string;
  submitLabel: string;
  busyLabel: string;
  error: string | null | undefined;
  errorId: string;
  multipart?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>, busy: boolean) => void;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const busy = useSubmitting({ intent });
  const formProps = getFormProps(form);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader id={`${id}-title`} title={title} description={description} />
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        className="space-y-3"
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          onSubmit?.(event, busy);
        }}
      >
        {children}
        <FormAlert id={errorId} message={error} />
        {footer ?? (
          <SubmitButton name="intent" value={intent} busy={busy} busyLabel={busyLabel}>
            {submitLabel}
          </SubmitButton>
        )}
      </Form>
    </Card>
  );
}

function FromWebPage({ reply }: { reply: ImportReply | undefined }) {
  const [form, fields] = useForm({ id: "import-url", lastResult: replyFor(reply, "url") });
  return (
    <ImportCard
      id="import-url"
      title="From a web page"
      description="Paste the address of a recipe page. Basil reads the recipe and shows it to you before saving."
      form={form}
      intent="url"
      submitLabel="Import"
      busyLabel="Reading the page..."
      error={firstError(fields.url.errors, form.errors)}
      errorId={form.errorId}
    >
      <div>
        <Label htmlFor={fields.url.id}>Web address</Label>
        <input
          id={fields.url.id}
          name={fields.url.name}
          defaultValue={String(fields.url.initialValue ?? "")}
          type="url"
          inputMode="url"
          required
          placeholder="https://"
          aria-invalid={fields.url.errors || form.errors ? true : undefined}
          aria-describedby={form.errorId}
          className={inputClass}
        />
      </div>
    </ImportCard>
  );
}

function FromText({ reply }: { reply: ImportReply | undefined }) {
  const [form, fields] = useForm({ id: "import-text", lastResult: replyFor(reply, "text") });
  return (
    <ImportCard
      id="import-text"
      title="Paste the text"
      description="A recipe copied from anywhere: an email, a note, a page. Basil finds the ingredients and steps."
      form={form}
      intent="text"
      submitLabel="Read recipe"
      busyLabel="Reading..."
      error={firstError(fields.text.errors, form.errors)}
      errorId={form.errorId}
    >
      <div>
        <Label htmlFor={fields.text.id}>Recipe text</Label>
        <textarea
          id={fields.text.id}
          name={fields.text.name}
          defaultValue={String(fields.text.initialValue ?? "")}
          rows={8}
          required
          aria-describedby={form.errorId}
          className={cx(inputClass, "min-h-40")}
        />
      </div>
    </ImportCard>
  );
}

function FromBackup({ reply }: { reply: ImportReply | undefined }) {
  const [form, fields] = useForm({ id: "import-backup", lastResult: replyFor(reply, "backup") });
  return (
    <ImportCard
      id="import-backup"
      title="Restore a backup"
      description={
        <>
          A file from{" "}
          <Link to="/recipes/export" reloadDocument className="font-medium text-basil-700 underline">
            Download a backup
          </Link>
          . Recipes already here are updated; the others are added.
        </>
      }
      form={form}
      intent="backup"
      submitLabel="Import backup"
      busyLabel="Importing..."
      error={firstError(fields.backup.errors, form.errors)}
      errorId={fields.backup.errorId}
      multipart
    >
      <div>
        <Label htmlFor={fields.backup.id}>Backup file</Label>
        <input
          id={fields.backup.id}
          name={fields.backup.name}
          type="file"
          accept="application/json,.json"
          required
          className="block w-full text-sm text-stone-700"
          aria-describedby={fields.backup.errorId}
        />
      </div>
    </ImportCard>
  );
}

function FromAnotherApp({ reply, onReply }: { reply: ImportReply | undefined; onReply: (reply: ImportReply) => void }) {
  const [form, fields] = useForm({ id: "import-app", lastResult: replyFor(reply, "app") });
  const upload = useUploadWithProgress<ImportReply>(onReply);
  return (
    <ImportCard
      id="import-app"
      title="From another app"
      description="Moving in from Mealie, Tandoor, Paprika or Nextcloud Cookbook? Choose the export file the app made. Basil shows what it found before importing anything."
      form={form}
      intent="app-preview"
      submitLabel="Check the export"
      busyLabel="Reading the export..."
      error={firstError(fields.export.errors, form.errors)}
      errorId={fields.export.errorId}
      multipart
      onSubmit={(event, busy) => {
        if (!event.defaultPrevented && !busy && !upload.state) upload.submit(event, "app-preview");
      }}
      footer={upload.state ? <UploadProgress state={upload.state} onCancel={upload.cancel} /> : undefined}
    >
      <div>
        <Label htmlFor={fields.export.id}>Export file</Label>
        <input
          id={fields.export.id}
          name={fields.export.name}
          type="file"
          className="block w-full text-sm text-stone-700"
          aria-describedby={`${fields.export.errorId} import-app-formats`}
        />
        <p id="import-app-formats" className="mt-1 text-xs text-stone-600">
          A Mealie backup (.zip), a Tandoor export (.zip), a Paprika export (.paprikarecipes), or a zip of schema.org
          recipe files. Up to 64 MB.
        </p>
      </div>
      <div>
        <Label htmlFor="import-app-folder">Or a folder</Label>
        <input
          id="import-app-folder"
          name="folder"
          type="file"
          multiple
          // A whole folder, such as Nextcloud Cookbook's recipes folder; each file is sent with its path.
          {...{ webkitdirectory: "" }}
          className="block w-full text-sm text-stone-700"
          aria-describedby={fields.export.errorId}
        />
      </div>
    </ImportCard>
  );
}

function hostOf(address: string | null) {
  return address && URL.canParse(address) ? new URL(address).host : null;
}

const STATUS_WORDS: Record<MoveInStatus, string> = {
  new: "To import",
  duplicate: "Already here",
  problem: "Not imported",
};

function MoveInList({ items, status }: { items: MoveInItem[]; status: MoveInStatus }) {
  const chosen = items.filter((item) => item.status === status);
  if (chosen.length === 0) return null;
  return (
    <details open={status !== "new" || chosen.length <= 20} className="rounded-xl border border-stone-200 p-4">
      <summary className="cursor-pointer font-semibold text-stone-900">
        {STATUS_WORDS[status]} ({chosen.length})
      </summary>
      <ul className="mt-2 space-y-1 text-sm text-stone-700" aria-label={STATUS_WORDS[status]}>
        {chosen.map((item, index) => (
          <li key={`${index}-${item.name}`}>
            <span className="font-medium text-stone-900">{item.name}</span>
            {status === "duplicate" && hostOf(item.sourceUrl) ? <span> (from {hostOf(item.sourceUrl)})</span> : null}
            {item.problem ? <span>: {item.problem}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

function MoveInPreviewPage({ reply }: { reply: MoveInReply }) {
  const { preview, stash } = reply;
  const busy = useSubmitting({ intent: "app-import" });
  const progress = useImportProgress(stash, busy);
  const total = preview.items.length;
  return (
    <KitchenShell title="Check the import" subtitle={`From a ${preview.formatName}`}>
      <div className="space-y-5">
        <Card aria-labelledby="move-in-found">
          <h2 id="move-in-found" className="text-lg font-semibold text-stone-900">
            Basil found {plural(total, "recipe")}
          </h2>
          <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
            {(["new", "duplicate", "problem"] as const).map((status) => (
              <div key={status} className="rounded-xl bg-stone-50 p-3">
                <dt className="text-xs text-stone-600">{STATUS_WORDS[status]}</dt>
                <dd className="text-2xl font-semibold text-stone-900" data-count={status}>
                  {preview.counts[status]}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-stone-700">
            Recipes already here have the same name and source as one of your household's. Recipes with problems are
            left out; you can add them by hand afterwards.
          </p>
        </Card>
        <MoveInList items={preview.items} status="problem" />
        <MoveInList items={preview.items} status="duplicate" />
        <MoveInList items={preview.items} status="new" />
        {preview.counts.new > 0 ? (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="stash" value={stash} />
            <SubmitButton name="intent" value="app-import" busy={busy} busyLabel="Importing...">
              Import {plural(preview.counts.new, "recipe")}
            </SubmitButton>
            {busy ? null : (
              <Link to="/recipes/import" className="text-sm font-medium text-basil-700 underline">
                Choose another file
              </Link>
            )}
            {busy ? (
              <div className="w-full">
                <ImportProgressBar progress={progress} />
              </div>
            ) : null}
          </Form>
        ) : (
          <p className="text-sm text-stone-700">
            Nothing new to import.{" "}
            <Link to="/recipes/import" className="font-medium text-basil-700 underline">
              Choose another file
            </Link>
          </p>
        )}
      </div>
    </KitchenShell>
  );
}

export default function ImportRecipe() {
  const actionData = useActionData<typeof action>() as ImportReply | undefined;
  const location = useLocation();
  // A reply to an upload sent with its progress; a later submission's reply, or going to the page again, takes its place.
  const [sent, setSent] = useState<{ reply: ImportReply; over: ImportReply | undefined; at: string } | null>(null);
  const reply = sent && sent.over === actionData && sent.at === location.key ? sent.reply : actionData;
  if (reply && "preview" in reply) return <MoveInPreviewPage reply={reply} />;
  if (reply && "values" in reply) {
    return (
      <KitchenShell title="Check the recipe" subtitle={`From ${reply.source}`}>
        <div className="space-y-5">
          <p className="rounded-xl bg-basil-50 p-4 text-sm text-basil-900">
            Here is what Basil read. Check it, choose a cuisine if none is chosen, and save it to your household's
            recipes.
          </p>
          <RecipeForm
            action="/recipes/new"
            values={reply.values}
            lastResult={undefined}
            picture={reply.values.imageUrl ? { importedFrom: reply.source } : null}
            submitLabel="Save recipe"
            cancelTo="/recipes/import"
          />
        </div>
      </KitchenShell>
    );
  }
  return (
    <KitchenShell
      title="Import a recipe"
      subtitle="From a web page, pasted text, a backup or another app"
      actions={
        <ButtonLink to="/recipes/new" variant="ghost" className="shrink-0 text-basil-700">
          Write one instead
        </ButtonLink>
      }
    >
      <div className="space-y-5">
        <FromWebPage reply={reply} />
        <FromText reply={reply} />
        <FromBackup reply={reply} />
        <FromAnotherApp
          reply={reply}
          onReply={(next) => setSent({ reply: next, over: actionData, at: location.key })}
        />
      </div>
    </KitchenShell>
  );
}
