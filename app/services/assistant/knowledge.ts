/**
 * Basil's offline cooking know-how: one JSON file per topic under `content/know-how/` (its
 * README gives the writing rules), read and validated once when this module is first
 * imported, and searched by `know-how-search.ts`.
 */
import path from "node:path";
import { z, type ZodType } from "zod";
import { readContentFolder } from "~/services/content-folder.server";
import { createKnowHowSearch } from "./know-how-search";

export type KnowledgeTopic = {
  id: string;
  title: string;
  keywords: string[];
  phrases: string[];
  answer: string;
  related?: string[];
};

/** A topic file: the topic plus its place in the list, which breaks ties between equal matches. */
const topicFile = z.strictObject({
  order: z.number(),
  id: z.string(),
  title: z.string(),
  keywords: z.array(z.string()),
  phrases: z.array(z.string()),
  answer: z.string(),
  related: z.array(z.string()).optional(),
}) satisfies ZodType<KnowledgeTopic & { order: number }>;

/** The topics of `folder`, in order; throws naming the file and field of a bad file. */
export function loadKnowledge(folder = path.resolve("content", "know-how")): KnowledgeTopic[] {
  return readContentFolder(folder, topicFile, (topic) => topic.id);
}

export const knowledge: KnowledgeTopic[] = loadKnowledge();

const search = createKnowHowSearch(knowledge);

/**
 * Best-matching topic for a cooking question, or null when nothing matches
 * well enough (commands, chit-chat, unrelated text).
 */
export function findTopic(question: string): { topic: KnowledgeTopic; score: number } | null {
  return search.findTopic(question);
}

/** Topics loosely related to `text`, best first, for "did you mean" prompts. */
export function topicsAbout(text: string, limit = 3): KnowledgeTopic[] {
  return search.topicsAbout(text, limit);
}
