import { understand } from "./app/services/assistant/embedded/understand";
const lines = process.argv.slice(2).join(" ").split("|").map(s=>s.trim()).filter(Boolean);
for (const l of lines) console.log(JSON.stringify(l), "=>", JSON.stringify(understand(l, new Date())));
