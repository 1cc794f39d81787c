import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { firstError, FormAlert, SubmitButton, useSubmitting } from "~/components/forms";
import { KitchenShell } from "~/components/kitchen-shell";
import { ButtonLink, Card, CardHeader, cx, inputClass, Label } from "~/components/ui";
import { requireHousehold } from "~/sessions.server";
import { submitRecipeImport, type ImportReply } from "./recipe-editor.server";
import { RecipeForm } from "./ui/recipe-editor";

export const meta: MetaFunction = () => [{ title: "Import a recipe" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireHousehold(request);
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  return submitRecipeImport(request);
}

function replyOf(reply: ImportReply | undefined, intent: "url" | "text" | "backup") {
  return reply && reply.intent === intent ? reply.result : undefined;
}

function FromWebPage({ reply }: { reply: ImportReply | undefined }) {
  const busy = useSubmitting({ intent: "url" });
  const [form, fields] = useForm({ id: "import-url", lastResult: replyOf(reply, "url") });
  return (
    <Card aria-labelledby="import-url-title">
      <CardHeader
        id="import-url-title"
        title="From a web page"
        description="Paste the address of a recipe page. Basil reads the recipe and shows it to you before saving."
      />
      <Form method="post" className="space-y-3" {...getFormProps(form)}>
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
        <FormAlert id={form.errorId} message={firstError(fields.url.errors, form.errors)} />
        <SubmitButton name="intent" value="url" busy={busy} busyLabel="Reading the page...">
          Import
        </SubmitButton>
      </Form>
    </Card>
  );
}

function FromText({ reply }: { reply: ImportReply | undefined }) {
  const busy = useSubmitting({ intent: "text" });
  const [form, fields] = useForm({ id: "import-text", lastResult: replyOf(reply, "text") });
  return (
    <Card aria-labelledby="import-text-title">
      <CardHeader
        id="import-text-title"
        title="Paste the text"
        description="A recipe copied from anywhere: an email, a note, a page. Basil finds the ingredients and steps."
      />
      <Form method="post" className="space-y-3" {...getFormProps(form)}>
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
        <FormAlert id={form.errorId} message={firstError(fields.text.errors, form.errors)} />
        <SubmitButton name="intent" value="text" busy={busy} busyLabel="Reading...">
          Read recipe
        </SubmitButton>
      </Form>
    </Card>
  );
}

function FromBackup({ reply }: { reply: ImportReply | undefined }) {
  const busy = useSubmitting({ intent: "backup" });
  const [form, fields] = useForm({ id: "import-backup", lastResult: replyOf(reply, "backup") });
  return (
    <Card aria-labelledby="import-backup-title">
      <CardHeader
        id="import-backup-title"
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
      />
      <Form method="post" encType="multipart/form-data" className="space-y-3" {...getFormProps(form)}>
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
        <FormAlert id={fields.backup.errorId} message={firstError(fields.backup.errors, form.errors)} />
        <SubmitButton name="intent" value="backup" busy={busy} busyLabel="Importing...">
          Import backup
        </SubmitButton>
      </Form>
    </Card>
  );
}

export default function ImportRecipe() {
  const reply = useActionData<typeof action>() as ImportReply | undefined;
  if (reply?.intent === "review") {
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
      subtitle="From a web page, pasted text or a backup"
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
      </div>
    </KitchenShell>
  );
}
