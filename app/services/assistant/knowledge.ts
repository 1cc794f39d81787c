/**
 * Offline cooking knowledge base for Basil.
 *
 * Every answer is original, short, and written to be read aloud: plain
 * sentences, no markdown, temperatures given in both °F and °C.
 *
 * `findTopic` is a small, dependency-free scorer: questions are normalised,
 * stop words dropped, words lightly stemmed, and then matched against a
 * keyword index and a phrase index that are both built once at module load.
 * Command-like or chit-chat messages ("add milk to my list", "hello") are
 * penalised so they fall below the threshold and return null.
 */

export type KnowledgeTopic = {
  id: string;
  title: string;
  keywords: string[];
  phrases: string[];
  answer: string;
  related?: string[];
};

/** Words that mark a substitution question; shared by the substitution topics. */
const SUB = ["substitute", "substitution", "instead", "replace", "replacement", "swap", "alternative", "sub", "without"];

export const knowledge: KnowledgeTopic[] = [
  // ── Cookware & tools ──────────────────────────────────────────────────
  {
    id: "cast-iron-seasoning",
    title: "Seasoning cast iron",
    keywords: ["cast", "iron", "skillet", "season", "seasoning", "reseason", "patina", "flaxseed", "griddle"],
    phrases: [
      "cast iron",
      "season cast iron",
      "seasoning cast iron",
      "cast iron seasoning",
      "season skillet",
      "iron skillet",
      "re season",
      "seasoning flaking",
      "seasoning sticky",
      "sticky skillet",
      "new skillet",
      "build seasoning",
    ],
    answer:
      "Seasoning is a layer of oil baked onto the iron until it turns hard and slick. Wash and dry the pan, then rub a very thin coat of a high smoke point oil, like vegetable oil or shortening, all over it and wipe off as much as you can so it looks almost dry. Bake it upside down at 450 to 500°F (230 to 260°C) for an hour, then let it cool in the oven. Repeat three or four times for a strong base, and keep cooking with it, since every fry adds more seasoning.",
    related: ["cast-iron-cleaning", "stainless-sticking"],
  },
  {
    id: "cast-iron-cleaning",
    title: "Cleaning cast iron",
    keywords: ["cast", "iron", "skillet", "clean", "cleaning", "wash", "soap", "rust", "rusty", "scrub", "soak", "chainmail"],
    phrases: [
      "cast iron",
      "clean cast iron",
      "wash cast iron",
      "soap cast iron",
      "cast iron soap",
      "rusty cast iron",
      "cast iron rust",
      "cast iron rusty",
      "clean skillet",
      "wash skillet",
      "soap skillet",
      "cast iron dishwasher",
      "soak cast iron",
    ],
    answer:
      "Clean cast iron while it's still warm, using hot water and a brush or scraper. A small drop of dish soap is fine on modern seasoning, but never soak the pan or put it in the dishwasher. For stuck-on bits, scrub with coarse salt and a little oil, or simmer some water in the pan for a minute. Dry it right away, warm it on the burner until every trace of moisture is gone, and wipe on a thin film of oil. If you spot rust, scrub it off with steel wool and re-season the pan.",
    related: ["cast-iron-seasoning"],
  },
  {
    id: "knife-sharpening",
    title: "Sharpening vs honing a knife",
    keywords: ["sharp", "sharpen", "sharpening", "sharpener", "hone", "honing", "whetstone", "dull", "blunt", "edge", "angle", "knife", "knives"],
    phrases: [
      "honing steel",
      "knife sharp",
      "knives sharp",
      "honing rod",
      "sharpening steel",
      "sharpen knife",
      "sharpen knives",
      "hone knife",
      "hone knives",
      "dull knife",
      "dull knives",
      "blunt knife",
      "knife dull",
      "honing vs sharpening",
      "sharpening vs honing",
      "honing sharpening",
      "knife sharpener",
      "whet stone",
      "sharpening stone",
      "often sharpen",
    ],
    answer:
      "Honing and sharpening are different jobs. Honing on a steel rod straightens the edge, which bends out of line with normal use, so do it every few uses. Sharpening on a whetstone or sharpener grinds away metal to create a fresh edge, and most home cooks only need it a few times a year. Either way, hold a steady angle of about 15 to 20 degrees. If honing no longer brings the knife back, it's time to sharpen.",
    related: ["knife-care"],
  },
  {
    id: "knife-care",
    title: "Knife care and storage",
    keywords: ["knife", "knives", "store", "storage", "block", "magnetic", "drawer", "dishwasher", "chip", "chipped", "guard", "care"],
    phrases: [
      "knife care",
      "care knives",
      "care knife",
      "store knives",
      "store knife",
      "storing knives",
      "knife storage",
      "knife block",
      "magnetic strip",
      "knife dishwasher",
      "knives dishwasher",
      "knives drawer",
      "knife drawer",
      "wash knife",
      "wash knives",
      "knife safety",
      "knife last",
      "knives last",
    ],
    answer:
      "Wash good knives by hand in warm soapy water and dry them straight away, because the dishwasher dulls and chips the edge. Store them in a knife block, on a magnetic strip, or in edge guards, never loose in a drawer. Cut on wood or plastic boards, not glass, stone, or plates, which wreck an edge fast. A sharp knife is actually safer than a dull one, since it needs less force and is less likely to slip.",
    related: ["knife-sharpening", "cutting-board-hygiene"],
  },
  {
    id: "cutting-board-hygiene",
    title: "Cutting board hygiene",
    keywords: ["board", "boards", "wooden", "bamboo", "sanitize", "sanitise", "disinfect", "bleach", "groove", "grooves"],
    phrases: [
      "cutting board",
      "cutting boards",
      "chopping board",
      "wooden board",
      "wood board",
      "plastic board",
      "clean cutting board",
      "clean board",
      "wash board",
      "separate boards",
      "sanitize board",
      "board raw meat",
      "board raw chicken",
      "wood plastic",
      "board dishwasher",
      "oil board",
    ],
    answer:
      "Keep one cutting board for raw meat, poultry, and seafood, and another for bread, fruit, and vegetables. Wash boards in hot soapy water after every use and let them dry standing up. Plastic boards can go in the dishwasher, while wooden boards should be hand washed, never soaked, and oiled now and then with food-grade mineral oil. To sanitize, wipe with 1 tablespoon of unscented bleach mixed into a gallon (about 4 liters) of water, then rinse. Replace any board with deep grooves that are hard to get clean.",
    related: ["raw-meat-storage", "knife-care"],
  },
  {
    id: "nonstick-care",
    title: "Nonstick pan care",
    keywords: ["nonstick", "spray", "teflon", "coating", "coated", "scratched", "scratch", "flaking", "ptfe", "ceramic"],
    phrases: [
      "non stick",
      "nonstick pan",
      "non stick pan",
      "nonstick coating",
      "teflon pan",
      "metal utensils",
      "spray pan",
      "nonstick spray",
      "scratched pan",
      "pan scratched",
      "coating peeling",
      "coating flaking",
      "ruin nonstick",
      "nonstick dishwasher",
      "replace nonstick",
      "nonstick last",
      "nonstick high heat",
    ],
    answer:
      "Cook on low to medium heat, and never preheat an empty nonstick pan on high, since very high heat breaks down the coating. Use wooden or silicone utensils, and skip aerosol cooking sprays, which leave a sticky film that's hard to remove. Let the pan cool before washing, then hand wash it with a soft sponge. Stack it with a cloth or pan protector on top, and replace it once the surface is badly scratched or flaking.",
    related: ["stainless-sticking", "cast-iron-seasoning"],
  },
  {
    id: "stainless-sticking",
    title: "Stopping food sticking to stainless steel",
    keywords: ["stainless", "stick", "sticking", "sticks", "stuck", "leidenfrost", "mercury", "preheat"],
    phrases: [
      "stainless steel",
      "stainless pan",
      "stainless steel pan",
      "food sticking",
      "food sticks",
      "sticking pan",
      "sticks pan",
      "stick pan",
      "stick stainless",
      "sticking stainless",
      "eggs stick",
      "egg stick",
      "meat sticking",
      "meat stick",
      "chicken sticking",
      "chicken stick",
      "fish sticking",
      "fish stick",
      "water test",
      "water droplet",
      "water drops",
      "pan hot enough",
      "preheat pan",
      "clean stainless",
      "burnt stainless",
    ],
    answer:
      "To stop food sticking to stainless steel, preheat the empty pan over medium heat for a couple of minutes first. Test it with a few drops of water: if they just sizzle away, wait, but if they bead up and glide around like little marbles, the pan is ready, thanks to the Leidenfrost effect. Then add oil, let it shimmer, and add food that's been patted dry. Meat will stick at first but releases on its own once a crust forms, so don't force it.",
    related: ["searing", "nonstick-care"],
  },

  // ── Food safety ───────────────────────────────────────────────────────
  {
    id: "safe-internal-temperatures",
    title: "Safe internal temperatures",
    keywords: ["temperature", "temperatures", "temp", "temps", "internal", "safe", "poultry", "turkey", "minimum", "thermometer", "salmon"],
    phrases: [
      "internal temperature",
      "internal temp",
      "safe temperature",
      "safe temp",
      "minimum temperature",
      "food safety temperature",
      "chicken temperature",
      "chicken temp",
      "temp chicken",
      "temperature chicken",
      "pork temperature",
      "pork temp",
      "temp pork",
      "temperature pork",
      "ground beef temperature",
      "ground beef temp",
      "temp ground beef",
      "temperature ground beef",
      "burger temp",
      "burger temperature",
      "fish temperature",
      "fish temp",
      "temp fish",
      "temperature fish",
      "salmon temp",
      "turkey temp",
      "turkey temperature",
      "temp turkey",
      "lamb temp",
      "lamb temperature",
      "meat temperature",
      "meat temp",
      "temp meat",
      "temperature meat",
      "reheat temperature",
      "reheat temp",
      "reheat leftovers temperature",
      "safe chicken",
      "safe pork",
      "poultry safe",
      "degrees chicken",
      "chicken degrees",
    ],
    answer:
      "Check with an instant-read thermometer in the thickest part, away from bone. All poultry, including ground chicken and turkey, is safe at 165°F (74°C). Ground beef, pork, and lamb need 160°F (71°C). Whole cuts of beef, pork, veal, and lamb, as well as fish, are safe at 145°F (63°C), with a 3-minute rest for the meat. Reheat leftovers to 165°F (74°C).",
    related: ["chicken-doneness", "steak-doneness", "resting-meat", "danger-zone"],
  },
  {
    id: "chicken-doneness",
    title: "How to tell when chicken is done",
    keywords: ["chicken", "done", "doneness", "pink", "undercooked", "juices", "clear", "thigh", "thighs", "drumstick", "drumsticks"],
    phrases: [
      "chicken done",
      "chicken pink",
      "pink chicken",
      "chicken still pink",
      "chicken undercooked",
      "undercooked chicken",
      "chicken juices",
      "juices run clear",
      "juices clear",
      "chicken ready",
      "check chicken",
      "chicken through",
      "thigh done",
      "thighs done",
      "breast done",
      "drumsticks done",
      "chicken raw middle",
    ],
    answer:
      "The only reliable way to tell is an instant-read thermometer in the thickest part of the meat, not touching bone; chicken is safe at 165°F (74°C). Color and clear juices can fool you, because safe chicken can stay a little pink, especially near the bone or when smoked, and undercooked chicken can look white. For breasts, check the thickest end, and for a whole bird, check the inner thigh and the thickest part of the breast. Thighs and drumsticks are safe at 165°F too, but they're more tender when cooked to around 175 to 185°F (79 to 85°C).",
    related: ["safe-internal-temperatures", "resting-meat"],
  },
  {
    id: "steak-doneness",
    title: "Steak doneness temperatures",
    keywords: ["steak", "steaks", "rare", "medium", "doneness", "done", "ribeye", "sirloin"],
    phrases: [
      "medium rare",
      "medium well",
      "well done",
      "steak done",
      "steak temperature",
      "steak temp",
      "temp steak",
      "temperature steak",
      "rare steak",
      "steak doneness",
      "steak ready",
      "touch test",
      "steak medium",
    ],
    answer:
      "An instant-read thermometer is the easiest way to get steak right. Aim for about 125°F (52°C) for rare, 135°F (57°C) for medium-rare, 145°F (63°C) for medium, and 150°F (66°C) for medium-well. Take it off the heat about 5°F (3°C) early, since it keeps cooking while it rests. Burgers are different, because ground beef should reach 160°F (71°C) all the way through.",
    related: ["resting-meat", "searing", "safe-internal-temperatures"],
  },
  {
    id: "danger-zone",
    title: "The danger zone and the 2-hour rule",
    keywords: ["danger", "zone", "bacteria", "perishable", "overnight", "unrefrigerated", "spoil", "spoiled"],
    phrases: [
      "danger zone",
      "left out",
      "left out overnight",
      "sat out",
      "sit out",
      "sitting out",
      "room temperature",
      "two hour rule",
      "2 hour rule",
      "out fridge",
      "out of fridge",
      "food poisoning",
      "bacteria grow",
      "without refrigeration",
      "out all night",
      "hours out",
      "out too long",
      "left counter",
      "left on counter",
      "cool before fridge",
      "hot food fridge",
      "warm food fridge",
    ],
    answer:
      "The danger zone is 40 to 140°F (4 to 60°C), the range where bacteria multiply fastest. Don't leave perishable food out for more than 2 hours, or 1 hour when it's above 90°F (32°C), like at a summer picnic. Keep cold food at 40°F (4°C) or below and hot food at 140°F (60°C) or above. To cool big batches quickly, split them into shallow containers before refrigerating.",
    related: ["leftovers-storage", "thawing-safely", "safe-internal-temperatures"],
  },
  {
    id: "thawing-safely",
    title: "Thawing food safely",
    keywords: ["thaw", "thawing", "thawed", "defrost", "defrosting", "defrosted", "frozen", "refreeze", "unfreeze"],
    phrases: [
      "thaw chicken",
      "thaw meat",
      "thaw turkey",
      "thaw steak",
      "thaw fish",
      "defrost chicken",
      "defrost meat",
      "defrost turkey",
      "defrost steak",
      "defrost fish",
      "thaw counter",
      "defrost counter",
      "thaw quickly",
      "defrost quickly",
      "thaw fast",
      "defrost fast",
      "cold water thaw",
      "thaw cold water",
      "defrost cold water",
      "defrost microwave",
      "thaw microwave",
      "straight frozen",
      "refreeze thawed",
      "refreeze meat",
      "frozen chicken",
      "frozen meat",
    ],
    answer:
      "The fridge is the safest way to thaw, and it takes about a day for every 4 to 5 pounds (about 2 kilograms), so plan ahead. For a faster thaw, seal the food in a leak-proof bag, submerge it in cold water, and change the water every 30 minutes. You can also use the microwave's defrost setting, but cook the food right away afterward. Never thaw meat on the counter or in hot water, because the outside sits in the danger zone while the middle is still frozen. In a pinch you can cook straight from frozen, allowing about 50 percent more time.",
    related: ["danger-zone", "freezing-basics"],
  },
  {
    id: "leftovers-storage",
    title: "How long leftovers last",
    keywords: ["leftover", "leftovers", "last", "keep", "keeps"],
    phrases: [
      "leftovers last",
      "leftover last",
      "leftovers keep",
      "leftover keep",
      "long leftovers",
      "long leftover",
      "cooked food last",
      "food last fridge",
      "last fridge",
      "last in fridge",
      "keep in fridge",
      "keep fridge",
      "long fridge",
      "long keep",
      "soup last",
      "chicken last",
      "rice last",
      "pizza last",
      "long pizza",
      "leftovers safe",
      "store leftovers",
      "storing leftovers",
      "eat leftovers",
      "days fridge",
      "week old",
    ],
    answer:
      "Most cooked leftovers keep 3 to 4 days in the fridge. Get them into shallow, airtight containers and refrigerate within 2 hours of cooking. If you won't finish them in time, freeze them, and they'll keep their best quality for 2 to 3 months. Reheat leftovers until steaming hot, 165°F (74°C), and when in doubt, throw it out.",
    related: ["danger-zone", "freezing-basics", "meal-prep"],
  },
  {
    id: "freezing-basics",
    title: "Freezing basics",
    keywords: ["freeze", "freezing", "freezer", "freezable", "label", "labelling", "labeling", "burn"],
    phrases: [
      "freezer burn",
      "freeze well",
      "freezes well",
      "long freezer",
      "last freezer",
      "keep freezer",
      "freeze bread",
      "freeze soup",
      "freeze milk",
      "freeze cheese",
      "freeze meat",
      "freeze chicken",
      "freezing food",
      "freeze food",
      "label freezer",
      "label food",
      "freezer bags",
      "food freeze",
    ],
    answer:
      "Food kept at 0°F (minus 18°C) stays safe indefinitely, but quality slowly fades, so most things taste best within a few months. Soups, stews, cooked grains, bread, raw meat, butter, and blanched vegetables all freeze well, while lettuce, cucumbers, raw potatoes, and mayonnaise dressings don't. Freezer burn comes from air drying out the surface, so cool food first, squeeze out as much air as you can, and wrap tightly. Freeze things flat in bags for quick thawing, and label every package with what it is and the date.",
    related: ["thawing-safely", "leftovers-storage", "blanching"],
  },
  {
    id: "raw-meat-storage",
    title: "Storing raw meat and avoiding cross-contamination",
    keywords: ["raw", "cross", "contamination", "contaminate", "contaminated", "drip", "dripping", "shelf", "marinade"],
    phrases: [
      "cross contamination",
      "cross contaminate",
      "raw meat",
      "raw chicken",
      "raw fish",
      "store raw meat",
      "store raw chicken",
      "raw meat fridge",
      "raw chicken fridge",
      "bottom shelf",
      "wash raw chicken",
      "wash chicken",
      "washing chicken",
      "rinse chicken",
      "rinse raw chicken",
      "rinse meat",
      "wash meat",
      "reuse marinade",
      "marinade sauce",
      "handling raw",
      "touching raw",
      "same plate",
    ],
    answer:
      "Store raw meat, poultry, and seafood on the bottom shelf of the fridge, in a sealed container or on a plate, so juices can't drip onto other food. Use separate cutting boards and utensils for raw meat, and never put cooked food back on a plate that held it raw. Wash your hands with soap for 20 seconds after handling raw meat. Don't rinse raw chicken, since that just splashes bacteria around the sink. Marinate in the fridge, and boil any used marinade before serving it as a sauce.",
    related: ["cutting-board-hygiene", "safe-internal-temperatures"],
  },
  {
    id: "washing-produce",
    title: "Washing fruit and vegetables",
    keywords: ["produce", "mushroom", "mushrooms", "lettuce", "greens", "berries", "pesticide", "pesticides", "spinner", "prewashed"],
    phrases: [
      "wash produce",
      "wash fruit",
      "wash vegetables",
      "wash veggies",
      "wash lettuce",
      "wash greens",
      "wash salad",
      "wash berries",
      "wash mushrooms",
      "wash apples",
      "wash strawberries",
      "rinse fruit",
      "rinse vegetables",
      "rinse produce",
      "clean fruit",
      "clean vegetables",
      "clean produce",
      "vegetable wash",
      "fruit wash",
      "produce wash",
      "pre washed",
      "washing fruit",
      "washing vegetables",
      "fruit soap",
      "vegetables soap",
      "vinegar wash",
    ],
    answer:
      "Rinse fruit and vegetables under cool running water just before you use them, not before storing, since extra moisture speeds spoilage. Skip soap, bleach, or special washes, because plain water and a little rubbing do the job. Scrub firm produce like potatoes, carrots, and melons with a clean brush, even if you plan to peel it. For leafy greens, pull off the outer leaves, swish the rest in a bowl of water, and spin or pat them dry. Bagged greens labelled pre-washed don't need washing again.",
    related: ["storing-herbs", "reducing-food-waste"],
  },
  {
    id: "egg-freshness",
    title: "Egg freshness and storage",
    keywords: ["float", "floats", "floating", "sink", "sinks", "fresh", "freshness", "rotten", "carton", "egg", "eggs"],
    phrases: [
      "float test",
      "egg float",
      "eggs float",
      "egg floats",
      "egg fresh",
      "eggs fresh",
      "egg bad",
      "eggs bad",
      "egg gone bad",
      "eggs gone bad",
      "eggs last",
      "egg last",
      "store eggs",
      "storing eggs",
      "egg storage",
      "eggs fridge",
      "refrigerate eggs",
      "eggs refrigerate",
      "eggs refrigerated",
      "eggs counter",
      "fridge door",
      "rotten egg",
      "egg freshness",
      "old eggs",
      "eggs expired",
      "eggs past date",
      "eggs expiration",
      "egg expiration",
      "eggs date",
      "eggs still",
      "eggs keep",
    ],
    answer:
      "For the float test, gently place an egg in a bowl of water. If it sinks and lies flat, it's very fresh; if it stands on end, it's older but fine to use soon, and great for boiling because it peels easily. If it floats, its air pocket has grown too big, so throw it out. Store eggs in their carton on a shelf inside the fridge rather than in the door, where the temperature swings. Refrigerated eggs usually keep for 3 to 5 weeks.",
    related: ["boiling-eggs", "sub-egg"],
  },

  // ── Substitutions ─────────────────────────────────────────────────────
  {
    id: "sub-buttermilk",
    title: "Buttermilk substitute",
    keywords: ["buttermilk", ...SUB],
    phrases: [
      "buttermilk substitute",
      "substitute buttermilk",
      "instead buttermilk",
      "replace buttermilk",
      "without buttermilk",
      "out buttermilk",
      "no buttermilk",
      "homemade buttermilk",
      "milk lemon juice",
      "milk vinegar",
    ],
    answer:
      "Put 1 tablespoon of lemon juice or white vinegar in a measuring cup and add milk up to the 1 cup line, about 240 milliliters. Stir and let it sit for 5 to 10 minutes until it looks slightly curdled. You can also thin plain yogurt or sour cream with milk, about 3 parts yogurt to 1 part milk. Either option gives the tang and acidity that baking soda needs to react.",
    related: ["baking-soda-vs-powder", "sub-sour-cream-yogurt"],
  },
  {
    id: "sub-egg",
    title: "Egg substitutes",
    keywords: ["flax", "flaxseed", "chia", "aquafaba", "vegan", "eggless", "applesauce", "binder", "allergy", "egg", "eggs", ...SUB],
    phrases: [
      "egg substitute",
      "egg replacement",
      "egg replacer",
      "replace eggs",
      "replace egg",
      "substitute eggs",
      "substitute egg",
      "instead eggs",
      "instead egg",
      "flax egg",
      "chia egg",
      "without eggs",
      "without egg",
      "no eggs",
      "out eggs",
      "out of eggs",
      "egg free",
      "vegan egg",
      "egg allergy",
      "bake without eggs",
    ],
    answer:
      "For a flax egg, stir 1 tablespoon of ground flaxseed into 3 tablespoons of water and let it sit for 5 to 10 minutes until it turns gel-like; chia seeds work the same way. For moist bakes like muffins, 1/4 cup (60 grams) of applesauce or mashed banana can replace one egg. Aquafaba, the liquid from a can of chickpeas, replaces one egg at about 3 tablespoons and even whips like egg whites. These swaps work best in recipes with one or two eggs, not ones where eggs are the star, like custards.",
    related: ["egg-freshness"],
  },
  {
    id: "baking-soda-vs-powder",
    title: "Baking soda vs baking powder",
    keywords: ["bicarbonate", "bicarb", "leavening", "leavener", "difference", "vs", "versus", "acting", "baking", "soda", "powder"],
    phrases: [
      "baking soda",
      "baking powder",
      "bicarbonate soda",
      "bicarb soda",
      "soda vs powder",
      "powder vs soda",
      "soda versus powder",
      "powder versus soda",
      "difference baking soda",
      "difference baking powder",
      "difference between baking",
      "double acting",
      "baking soda fresh",
      "baking powder fresh",
      "baking powder still",
      "baking soda still",
      "test baking powder",
      "test baking soda",
      "baking powder work",
      "baking soda work",
      "baking soda do",
      "baking powder do",
      "why baking soda",
      "both baking soda",
    ],
    answer:
      "Baking soda is pure sodium bicarbonate, a base that needs an acid like buttermilk, yogurt, lemon, brown sugar, or natural cocoa to make it fizz. Baking powder is baking soda with a dry acid already mixed in, and most is double-acting, so it lifts once when wet and again in the oven. Baking soda is roughly three times stronger, and it also helps browning. Many recipes use both, with soda balancing the acid and powder doing most of the lifting. To check freshness, powder should fizz in hot water and soda should fizz in vinegar.",
    related: ["baking-powder-substitute", "sub-buttermilk"],
  },
  {
    id: "baking-powder-substitute",
    title: "Swapping baking powder and baking soda",
    keywords: ["tartar", "baking", "soda", "powder", "out", "homemade", ...SUB],
    phrases: [
      "baking soda",
      "baking powder",
      "cream tartar",
      "out baking powder",
      "out baking soda",
      "no baking powder",
      "no baking soda",
      "without baking powder",
      "without baking soda",
      "make baking powder",
      "homemade baking powder",
      "baking soda instead",
      "baking powder instead",
      "instead baking powder",
      "instead baking soda",
      "substitute baking powder",
      "substitute baking soda",
      "baking powder substitute",
      "baking soda substitute",
      "replace baking powder",
      "replace baking soda",
      "swap baking soda",
      "swap baking powder",
      "baking soda replace",
      "baking powder replace",
      "use baking soda",
      "use baking powder",
    ],
    answer:
      "They don't swap one for one. If you're out of baking powder, mix 1/4 teaspoon of baking soda with 1/2 teaspoon of cream of tartar to replace each teaspoon of baking powder. You can also use 1/4 teaspoon of baking soda and switch 1/2 cup of the recipe's liquid to buttermilk or yogurt. If you're out of baking soda, use about three times as much baking powder, though the result may be a little paler and taste slightly different.",
    related: ["baking-soda-vs-powder", "sub-self-raising-flour"],
  },
  {
    id: "sub-self-raising-flour",
    title: "Making self-raising flour",
    keywords: ["self", "raising", "rising", "plain", ...SUB],
    phrases: [
      "self raising",
      "self rising",
      "self raising flour",
      "self rising flour",
      "self raise",
      "make self raising",
      "make self rising",
      "plain flour instead",
      "all purpose flour instead",
      "all purpose self",
      "plain flour self",
      "out self raising",
      "out self rising",
    ],
    answer:
      "To make self-raising flour, also called self-rising, whisk 1 1/2 teaspoons of baking powder and 1/4 teaspoon of salt into each cup (about 125 grams) of all-purpose flour. In metric, about 2 teaspoons of baking powder per 150 grams of plain flour works well. Whisk or sift thoroughly so the leavening is spread evenly. Make only what you need, since baking powder slowly loses strength.",
    related: ["baking-powder-substitute", "measuring-flour"],
  },
  {
    id: "sub-wine",
    title: "Substitutes for wine in cooking",
    keywords: ["wine", "alcohol", "sherry", "marsala", "vermouth", "nonalcoholic", "booze", ...SUB],
    phrases: [
      "red wine",
      "white wine",
      "wine substitute",
      "substitute wine",
      "replace wine",
      "instead wine",
      "without wine",
      "no wine",
      "instead red wine",
      "instead white wine",
      "alcohol burn off",
      "burn off alcohol",
      "alcohol cook off",
      "alcohol evaporate",
      "non alcoholic",
      "without alcohol",
      "wine in sauce",
      "wine risotto",
    ],
    answer:
      "For red wine, use beef or vegetable broth with a splash of red wine vinegar or balsamic, or unsweetened grape or pomegranate juice cut with a little vinegar. For white wine, use chicken or vegetable broth with a squeeze of lemon juice or a splash of white wine vinegar. When you're only deglazing a pan, even water works. Keep in mind that simmering doesn't burn off all the alcohol, and a good share remains after a short cook, so use a substitute if you need to avoid it completely.",
    related: ["deglazing", "stock-vs-broth"],
  },
  {
    id: "sub-heavy-cream",
    title: "Heavy cream substitutes",
    keywords: ["heavy", "whipping", "evaporated", ...SUB],
    phrases: [
      "heavy cream",
      "whipping cream",
      "double cream",
      "substitute heavy cream",
      "heavy cream substitute",
      "instead heavy cream",
      "instead cream",
      "replace cream",
      "replace heavy cream",
      "without cream",
      "no cream",
      "out heavy cream",
      "out cream",
      "dairy free cream",
      "half half",
      "cream substitute",
      "milk instead cream",
      "milk butter cream",
      "coconut cream",
      "evaporated milk",
    ],
    answer:
      "For cooking and sauces, mix 3/4 cup of milk with 1/4 cup of melted butter to replace 1 cup of heavy cream. Half-and-half or evaporated milk also work in soups and sauces, though they're thinner and can curdle if boiled hard. For a dairy-free swap, use full-fat coconut milk or blended soaked cashews. None of these whip, but chilled coconut cream whips up nicely if you need a topping.",
    related: ["sub-sour-cream-yogurt", "sub-butter-oil"],
  },
  {
    id: "sub-butter-oil",
    title: "Swapping butter and oil",
    keywords: ["margarine", ...SUB],
    phrases: [
      "butter oil",
      "oil butter",
      "instead butter",
      "instead oil",
      "butter instead oil",
      "oil instead butter",
      "replace butter",
      "replace oil",
      "substitute butter",
      "substitute oil",
      "butter substitute",
      "oil substitute",
      "swap butter",
      "swap oil",
      "oil for butter",
      "butter for oil",
      "olive oil instead butter",
      "without butter",
      "out butter",
      "no butter",
      "melted butter instead",
      "vegetable oil instead",
      "coconut oil instead",
      "butter vs oil",
      "oil vs butter",
    ],
    answer:
      "When baking, replace butter with about three quarters as much oil, so 3/4 cup of oil for 1 cup of butter, because butter is only about 80 percent fat. Oil swaps work best in muffins, quick breads, and brownies, and give a moister, denser crumb. Cookies, pie crust, and flaky pastry rely on solid butter, so oil won't give the same texture there. Going the other way, use about 1 1/4 cups of melted butter for each cup of oil. For sautéing you can swap them freely, but butter burns sooner, so keep the heat a little gentler.",
    related: ["sub-heavy-cream", "deep-frying"],
  },
  {
    id: "fresh-vs-dried-herbs",
    title: "Fresh vs dried herbs",
    keywords: ["dried", "oregano", "ratio", ...SUB],
    phrases: [
      "dried herbs",
      "dry herbs",
      "fresh vs dried",
      "dried vs fresh",
      "fresh or dried",
      "dried or fresh",
      "fresh dried",
      "dried fresh",
      "dried instead fresh",
      "dry instead fresh",
      "fresh instead dried",
      "fresh instead dry",
      "convert fresh dried",
      "much dried",
      "much fresh",
      "dried basil",
      "dried oregano",
      "dried thyme",
      "dried parsley",
      "dried rosemary",
      "dried dill",
      "dried cilantro",
      "fresh herbs instead",
      "herbs ratio",
      "herb ratio",
      "herb conversion",
      "when add herbs",
      "add herbs",
      "dried herb",
    ],
    answer:
      "Use three times as much fresh herb as dried, a 3:1 ratio, so 1 tablespoon of fresh equals 1 teaspoon of dried. Add dried herbs early so they have time to soften and release flavor, and crush them between your fingers first. Add tender fresh herbs like basil, parsley, and cilantro near the end, while hardy ones like rosemary and thyme can go in early. Dried herbs fade after about a year, so if they don't smell strong, it's time to replace them.",
    related: ["storing-herbs", "spices"],
  },
  {
    id: "sub-brown-sugar",
    title: "Brown sugar substitute",
    keywords: ["molasses", "muscovado", "demerara", "hardened", ...SUB],
    phrases: [
      "brown sugar",
      "make brown sugar",
      "brown sugar substitute",
      "substitute brown sugar",
      "instead brown sugar",
      "replace brown sugar",
      "out brown sugar",
      "no brown sugar",
      "without brown sugar",
      "hard brown sugar",
      "brown sugar hard",
      "soften brown sugar",
      "light brown sugar",
      "dark brown sugar",
      "white sugar instead",
      "white sugar brown",
    ],
    answer:
      "To make light brown sugar, mix 1 cup of white sugar with 1 tablespoon of molasses until evenly colored; use 2 tablespoons for dark brown sugar. In a pinch, plain white sugar works cup for cup, but cookies will come out crisper and less caramel-flavored. If your brown sugar has gone hard, seal it overnight with a slice of bread or apple, or microwave it under a damp paper towel for 20 to 30 seconds.",
    related: ["measurement-conversions"],
  },
  {
    id: "sub-sour-cream-yogurt",
    title: "Sour cream and yogurt swaps",
    keywords: ["sour", "yogurt", "yoghurt", "greek", "creme", "fraiche", ...SUB],
    phrases: [
      "sour cream",
      "greek yogurt",
      "greek yoghurt",
      "yogurt instead sour cream",
      "sour cream instead yogurt",
      "substitute sour cream",
      "sour cream substitute",
      "instead sour cream",
      "replace sour cream",
      "yogurt substitute",
      "substitute yogurt",
      "instead yogurt",
      "replace yogurt",
      "creme fraiche",
      "out sour cream",
      "no sour cream",
      "yogurt curdle",
      "yogurt curdled",
      "yogurt split",
    ],
    answer:
      "Plain full-fat Greek yogurt swaps one for one with sour cream in dips, dressings, toppings, and baking. It's a bit tangier, and it can curdle in hot sauces, so stir it in off the heat or warm it first with a spoonful of the hot liquid. Crème fraîche is the most heat-stable option, and blended cottage cheese works in a pinch. The same swaps work in reverse when a recipe calls for yogurt.",
    related: ["sub-heavy-cream", "sub-buttermilk"],
  },
  {
    id: "thickening-cornstarch-flour",
    title: "Thickening with cornstarch or flour",
    keywords: ["cornstarch", "cornflour", "starch", "thicken", "thickening", "thickener", "slurry", "arrowroot", "runny", "watery", ...SUB],
    phrases: [
      "cornstarch flour",
      "flour cornstarch",
      "cornstarch instead flour",
      "flour instead cornstarch",
      "thicken sauce",
      "thicken soup",
      "thicken gravy",
      "thicken stew",
      "thicken chili",
      "sauce too thin",
      "sauce thin",
      "soup thin",
      "gravy thin",
      "sauce runny",
      "sauce watery",
      "corn starch",
      "corn flour",
      "cornstarch slurry",
      "thicken flour",
      "thicken cornstarch",
    ],
    answer:
      "Cornstarch has about twice the thickening power of flour, so 1 tablespoon of cornstarch does the job of 2 tablespoons of flour. Always mix cornstarch with a little cold water first to make a slurry, then stir it into simmering liquid and let it bubble for a minute until glossy. Don't boil it for long, as it can thin out again, and it doesn't freeze well. Flour gives a creamier, opaque sauce, but it needs a few minutes of cooking to lose its raw taste, which is why it's often added as a roux.",
    related: ["making-roux"],
  },

  // ── Techniques ────────────────────────────────────────────────────────
  {
    id: "cooking-rice",
    title: "Cooking rice",
    keywords: ["rice", "jasmine", "basmati", "mushy", "gummy"],
    phrases: [
      "rice ratio",
      "ratio rice",
      "rice water",
      "water rice",
      "rinse rice",
      "wash rice",
      "brown rice",
      "white rice",
      "fluffy rice",
      "rice mushy",
      "mushy rice",
      "rice sticky",
      "sticky rice",
      "rice gummy",
      "rice stovetop",
      "rice stove",
      "rest rice",
      "rice burnt",
      "long grain",
      "jasmine rice",
      "basmati rice",
      "much water rice",
      "rice pot",
    ],
    answer:
      "Rinse white rice in a sieve until the water runs mostly clear, which removes surface starch and stops it getting gummy. On the stove, use about 1 1/2 cups of water per cup of long-grain white rice, a little less for jasmine, and 2 to 2 1/2 cups for brown rice. Bring it to a boil, cover, and simmer on the lowest heat for about 15 to 18 minutes for white rice, or 40 to 45 for brown. Take it off the heat and let it rest, still covered, for 10 minutes before fluffing with a fork. Spread leftover rice out to cool quickly and get it into the fridge within an hour or so.",
    related: ["cooking-quinoa", "leftovers-storage"],
  },
  {
    id: "cooking-pasta",
    title: "Cooking pasta",
    keywords: ["pasta", "spaghetti", "noodles", "noodle", "dente", "penne", "macaroni", "linguine", "fettuccine", "rigatoni"],
    phrases: [
      "pasta water",
      "salt pasta water",
      "salt pasta",
      "salt water pasta",
      "al dente",
      "reserve pasta water",
      "save pasta water",
      "pasta sticking",
      "pasta stick",
      "pasta sticky",
      "oil pasta water",
      "oil pasta",
      "rinse pasta",
      "pasta done",
      "boil pasta",
      "much water pasta",
      "much salt pasta",
      "sauce cling",
      "starchy water",
    ],
    answer:
      "Use plenty of water, about 4 quarts or liters per pound (450 grams) of pasta, and once it's boiling add a generous tablespoon or so of salt, enough that the water tastes well seasoned. Stir in the first minute so nothing sticks, and skip the oil. Start tasting a couple of minutes before the package time; al dente means tender but with a slight bite in the center. Before draining, scoop out a cup of the starchy pasta water, then finish the pasta in the sauce for a minute, adding splashes of that water to make the sauce glossy and clingy.",
    related: ["seasoning-salting", "cooking-rice"],
  },
  {
    id: "boiling-eggs",
    title: "Boiling eggs",
    keywords: ["boil", "boiled", "boiling", "jammy", "runny", "yolk", "yolks", "peel", "peeling", "egg", "eggs"],
    phrases: [
      "boil eggs",
      "boil egg",
      "boiled eggs",
      "boiled egg",
      "hard boiled",
      "hard boil",
      "soft boiled",
      "soft boil",
      "medium boiled",
      "jammy eggs",
      "jammy egg",
      "runny yolk",
      "peel eggs",
      "peel egg",
      "eggs peel",
      "egg peel",
      "green ring",
      "grey yolk",
      "gray yolk",
      "ice bath eggs",
      "eggs boil",
      "egg boil",
      "ramen egg",
      "long boil",
    ],
    answer:
      "Lower cold eggs into gently boiling water and start a timer. For large eggs, 6 minutes gives a runny yolk, 7 minutes a jammy yolk, and 10 to 12 minutes a fully hard-boiled egg. Move them straight into a bowl of ice water for a few minutes to stop the cooking and make peeling easier. Eggs that are a week or two old peel more cleanly than very fresh ones, and a green ring around the yolk just means they were overcooked.",
    related: ["egg-freshness"],
  },
  {
    id: "resting-meat",
    title: "Resting meat",
    keywords: ["rest", "resting", "rested", "carryover", "tent", "carve", "carving"],
    phrases: [
      "rest meat",
      "rest steak",
      "rest chicken",
      "rest turkey",
      "rest roast",
      "rest pork",
      "rest lamb",
      "rest brisket",
      "let meat rest",
      "let steak rest",
      "meat rest",
      "steak rest",
      "chicken rest",
      "turkey rest",
      "resting meat",
      "resting steak",
      "long rest",
      "rest before cutting",
      "rest before slicing",
      "against grain",
      "tent foil",
      "cut steak right away",
    ],
    answer:
      "Resting lets the juices settle back through the meat, so less runs out when you slice. Rest steaks and chops for 5 to 10 minutes, roasts for 15 to 20, and a whole turkey for 30 minutes or more, loosely tented with foil. The temperature keeps rising while it rests, about 5°F (3°C) for a steak and up to 10°F (5°C) for a large roast, so take it off the heat a little early. When you carve, slice against the grain for the most tender bite.",
    related: ["steak-doneness", "safe-internal-temperatures", "searing"],
  },
  {
    id: "searing",
    title: "Searing meat",
    keywords: ["sear", "searing", "seared", "crust", "maillard", "crowd", "crowding", "crowded", "scallops"],
    phrases: [
      "sear steak",
      "sear meat",
      "sear chicken",
      "sear pork",
      "sear scallops",
      "sear beef",
      "crispy crust",
      "nice crust",
      "brown crust",
      "crowd pan",
      "crowding pan",
      "overcrowd pan",
      "meat steaming",
      "meat steam",
      "meat not browning",
      "not browning",
      "brown meat",
      "browning meat",
      "brown beef",
      "pat dry",
      "hot pan",
      "meat grey",
      "meat gray",
    ],
    answer:
      "For a good sear, pat the meat very dry with paper towels and season it, since surface moisture makes it steam instead of brown. Heat a heavy pan until it's very hot and the oil shimmers, using an oil with a high smoke point. Don't crowd the pan; leave space between pieces and cook in batches if needed. Then leave it alone until a deep brown crust forms and it releases easily, which usually takes a few minutes.",
    related: ["deglazing", "stainless-sticking", "resting-meat"],
  },
  {
    id: "deglazing",
    title: "Deglazing a pan",
    keywords: ["deglaze", "deglazing", "deglazed", "fond", "scrape"],
    phrases: [
      "deglaze pan",
      "pan sauce",
      "brown bits",
      "browned bits",
      "stuck bits",
      "bits stuck",
      "bits bottom",
      "bottom pan",
      "scrape up",
      "scrape bits",
      "make pan sauce",
      "deglaze wine",
      "deglaze stock",
    ],
    answer:
      "Deglazing turns the browned bits stuck to the pan, called fond, into a quick sauce. After searing, pour off excess fat, add about 1/2 cup of wine, stock, or even water to the hot pan, and scrape up the bits with a wooden spoon. Let it simmer until reduced and slightly syrupy, then swirl in a knob of butter off the heat if you like. If the bits are black and burnt rather than brown, skip it, because the sauce will taste bitter.",
    related: ["searing", "sub-wine", "making-roux"],
  },
  {
    id: "blanching",
    title: "Blanching and shocking",
    keywords: ["blanch", "blanching", "blanched", "shock", "shocking", "shocked", "vibrant"],
    phrases: [
      "ice bath",
      "ice water",
      "blanch vegetables",
      "blanch green beans",
      "blanch broccoli",
      "blanch asparagus",
      "shock vegetables",
      "keep vegetables green",
      "keep green beans green",
      "keep broccoli green",
      "bright green",
      "stay green",
      "peel tomatoes",
      "peel tomato",
      "peel peaches",
      "skin tomatoes",
      "tomato skins",
      "tomato skin",
      "before freezing vegetables",
    ],
    answer:
      "Blanching means cooking vegetables briefly in boiling salted water, then shocking them in ice water to stop the cooking. It keeps colors bright and textures crisp, so it's great for green beans, broccoli, and asparagus, and before freezing vegetables. Timing is short, from about 30 seconds for leafy greens to 2 or 3 minutes for green beans. Drain and dry well afterward. The same trick loosens tomato and peach skins: score an X on the bottom, blanch for 30 to 60 seconds, and the skins slip right off.",
    related: ["freezing-basics", "roasting-vegetables"],
  },
  {
    id: "roasting-vegetables",
    title: "Roasting vegetables",
    keywords: ["roast", "roasting", "roasted", "brussels", "sprouts", "cauliflower", "soggy"],
    phrases: [
      "roast vegetables",
      "roast veggies",
      "roasted vegetables",
      "roasted veggies",
      "roasting vegetables",
      "roast potatoes",
      "roasted potatoes",
      "roast broccoli",
      "roast cauliflower",
      "roast carrots",
      "roast brussels sprouts",
      "crispy vegetables",
      "crispy veggies",
      "crispy potatoes",
      "crispy roast",
      "sheet pan",
      "vegetables soggy",
      "veggies soggy",
      "soggy vegetables",
      "oven vegetables",
      "vegetables oven",
      "roast temperature",
      "temperature roast",
    ],
    answer:
      "Roast vegetables in a hot oven, around 425°F (220°C), so they brown instead of steaming. Cut them into even pieces, toss with just enough oil to coat and a good pinch of salt, and spread them in a single layer with space between. Use two pans rather than crowding one, and flip them halfway through. Tender vegetables like broccoli take about 20 minutes, while potatoes and root vegetables need 30 to 45.",
    related: ["blanching", "oven-temperature-conversions"],
  },
  {
    id: "caramelizing-onions",
    title: "Caramelizing onions",
    keywords: ["caramelize", "caramelise", "caramelized", "caramelised", "caramelizing", "caramelising", "caramelization", "caramelisation"],
    phrases: [
      "caramelize onions",
      "caramelise onions",
      "caramelized onions",
      "caramelised onions",
      "caramelizing onions",
      "caramelising onions",
      "brown onions",
      "onions burning",
      "onions burn",
      "onions brown",
      "onions sweet",
      "sweet onions",
      "french onion",
    ],
    answer:
      "Properly caramelized onions take time, usually 30 to 45 minutes and sometimes longer. Slice them thinly, cook them in butter or oil over medium-low heat with a pinch of salt, and stir every few minutes. If they start to stick or darken too fast, lower the heat and add a splash of water to loosen the brown bits. They're done when they're soft, jammy, and a deep golden brown, with no sugar needed.",
    related: ["deglazing"],
  },
  {
    id: "making-roux",
    title: "Making a roux",
    keywords: ["roux", "gravy", "gumbo", "bechamel", "lumpy", "lumps"],
    phrases: [
      "roux ratio",
      "blond roux",
      "dark roux",
      "brown roux",
      "white roux",
      "white sauce",
      "bechamel sauce",
      "gravy lumpy",
      "lumpy gravy",
      "lumpy sauce",
      "sauce lumpy",
      "butter flour sauce",
      "flour butter sauce",
      "cheese sauce",
      "gravy from scratch",
    ],
    answer:
      "A roux is equal parts fat and flour, cooked together to thicken sauces, soups, and gravies. Melt the butter or fat, whisk in the flour, and keep stirring over medium heat. Cook it 2 to 3 minutes for a pale roux for white sauces, or much longer, up to 30 to 45 minutes, for a dark, nutty roux for gumbo, which thickens less but adds more flavor. Whisk in the liquid gradually to avoid lumps, then simmer for a few minutes until it thickens. As a guide, 2 tablespoons each of butter and flour will thicken about 1 cup of liquid to a medium sauce.",
    related: ["thickening-cornstarch-flour", "deglazing"],
  },
  {
    id: "emulsions",
    title: "Emulsions: vinaigrette and mayonnaise",
    keywords: ["ratio", "vinaigrette", "emulsion", "emulsify", "emulsified", "mayonnaise", "mayo", "hollandaise", "aioli", "dressing", "broken", "broke", "split"],
    phrases: [
      "vinaigrette ratio",
      "ratio vinaigrette",
      "ratio dressing",
      "salad dressing",
      "homemade dressing",
      "oil vinegar",
      "oil vinegar ratio",
      "ratio oil vinegar",
      "dressing ratio",
      "mayo broke",
      "mayonnaise broke",
      "mayo split",
      "mayonnaise split",
      "broken mayo",
      "broken mayonnaise",
      "fix mayo",
      "fix mayonnaise",
      "hollandaise split",
      "hollandaise broke",
      "broken hollandaise",
      "sauce split",
      "sauce broke",
      "sauce separated",
      "dressing separating",
      "dressing separate",
      "emulsion broke",
    ],
    answer:
      "The classic vinaigrette ratio is 3 parts oil to 1 part vinegar or lemon juice. Whisk the acid with salt and a little mustard or honey first, which helps the emulsion hold, then drizzle in the oil while whisking, or just shake everything in a jar. If mayonnaise or hollandaise breaks, start over with a fresh egg yolk or a teaspoon of mustard in a clean bowl. Whisk the broken mixture into it a few drops at a time, and it will come back together. Room-temperature ingredients and adding oil slowly help prevent splitting in the first place.",
    related: ["seasoning-salting"],
  },
  {
    id: "seasoning-salting",
    title: "Seasoning and salting",
    keywords: ["salt", "salting", "season", "seasoning", "bland", "brighten", "kosher", "brine", "underseasoned", "flavor", "flavour"],
    phrases: [
      "salt meat",
      "salt steak",
      "salt chicken",
      "salt pork",
      "season meat",
      "season steak",
      "season chicken",
      "season food",
      "dry brine",
      "taste bland",
      "tastes bland",
      "food bland",
      "bland food",
      "taste flat",
      "tastes flat",
      "dish flat",
      "kosher salt",
      "table salt",
      "sea salt",
      "salt early",
      "salt ahead",
      "salt before",
      "taste go",
      "missing something",
      "more flavor",
      "more flavour",
    ],
    answer:
      "Salt meat ahead of time, anywhere from 45 minutes to a day before cooking, so the salt seasons it deeply; if you can't, salt it right before it hits the pan. Season in layers as you cook and taste as you go, rather than adding it all at the end. If a dish tastes flat but salty enough, it usually needs acid, so try a squeeze of lemon or a splash of vinegar to brighten it. Salts differ in strength, and fine table salt is much saltier by the spoonful than flaky kosher salt.",
    related: ["fix-too-salty", "searing"],
  },

  // ── Baking & measuring ────────────────────────────────────────────────
  {
    id: "measuring-flour",
    title: "Measuring flour",
    keywords: ["measure", "measuring", "scoop", "scooping", "spoon", "level", "weigh", "weighing", "grams", "scale", "packed"],
    phrases: [
      "measure flour",
      "measuring flour",
      "scoop flour",
      "spoon flour",
      "spoon level",
      "weigh flour",
      "cup flour grams",
      "flour grams",
      "grams flour",
      "cup flour weigh",
      "cup flour weight",
      "cup flour",
      "flour cup",
      "pack flour",
      "kitchen scale",
      "weigh ingredients",
      "weight flour",
    ],
    answer:
      "Don't scoop flour straight from the bag, because it packs down and you can end up with much more than the recipe wants. Instead, fluff the flour, spoon it lightly into the measuring cup, and sweep off the top with a straight edge. Better still, weigh it: one cup of all-purpose flour is about 120 to 125 grams. A kitchen scale makes baking far more consistent.",
    related: ["measurement-conversions", "high-altitude-baking"],
  },
  {
    id: "oven-temperature-conversions",
    title: "Oven temperature conversions",
    keywords: ["fahrenheit", "celsius", "centigrade", "gas", "mark", "convert", "conversion", "fan", "convection", "degrees", "350", "375", "400", "425", "180", "190", "200", "220"],
    phrases: [
      "gas mark",
      "fan oven",
      "fan forced",
      "convection oven",
      "350 f",
      "350 degrees",
      "f c",
      "c f",
      "fahrenheit celsius",
      "celsius fahrenheit",
      "convert oven",
      "oven temperature",
      "oven temp",
      "degrees celsius",
      "degrees fahrenheit",
      "180 c",
      "200 c",
      "oven conversion",
      "temperature conversion",
    ],
    answer:
      "To convert, subtract 32 from the Fahrenheit number and multiply by 5/9. 300°F is 150°C or gas mark 2, 325°F is 160°C or gas mark 3, and 350°F is 180°C or gas mark 4. 375°F is 190°C or gas mark 5, 400°F is 200°C or gas mark 6, and 425°F is 220°C or gas mark 7. 450°F is 230°C or gas mark 8. For a fan or convection oven, lower the temperature by about 25°F or 20°C.",
    related: ["measurement-conversions", "roasting-vegetables"],
  },
  {
    id: "measurement-conversions",
    title: "Cup, tablespoon, and teaspoon conversions",
    keywords: ["teaspoon", "teaspoons", "tablespoon", "tablespoons", "tsp", "tbsp", "ounce", "ounces", "oz", "ml", "milliliters", "millilitres", "pint", "quart"],
    phrases: [
      "many teaspoons",
      "many tablespoons",
      "many cups",
      "many ml",
      "many ounces",
      "teaspoons tablespoon",
      "tablespoons cup",
      "cup ml",
      "cups ml",
      "ml cup",
      "stick butter",
      "cup ounces",
      "ounces cup",
      "convert cups",
      "cups grams",
      "cup grams",
      "tablespoon ml",
      "teaspoon ml",
      "quarter cup",
      "third cup",
      "half cup",
      "cup conversion",
      "measurement conversion",
    ],
    answer:
      "There are 3 teaspoons in a tablespoon, 4 tablespoons in a quarter cup, and 16 tablespoons in a cup. A US cup is 8 fluid ounces, about 240 milliliters, and 2 cups make a pint. A tablespoon is about 15 milliliters and a teaspoon about 5 milliliters. A stick of butter is 8 tablespoons, half a cup, or about 113 grams. For flour and sugar, weighing is more accurate than cups.",
    related: ["measuring-flour", "oven-temperature-conversions"],
  },
  {
    id: "high-altitude-baking",
    title: "High-altitude baking",
    keywords: ["altitude", "elevation", "mountain", "mountains", "denver"],
    phrases: [
      "high altitude",
      "high elevation",
      "altitude baking",
      "bake altitude",
      "baking altitude",
      "above sea level",
      "sea level",
      "altitude adjustments",
      "live mountains",
      "thousand feet",
      "000 feet",
    ],
    answer:
      "Above about 3,000 feet (900 meters), water boils at a lower temperature, liquids evaporate faster, and batters rise quicker and can collapse. Try cutting baking powder or soda by about a quarter, using 1 to 2 tablespoons less sugar per cup, and adding 1 to 2 tablespoons more liquid per cup. Raise the oven by 15 to 25°F (about 10 to 15°C) so the structure sets sooner, and start checking early since bakes finish faster. Make one change at a time and note what works in your kitchen.",
    related: ["measuring-flour", "bread-proofing"],
  },
  {
    id: "bread-proofing",
    title: "Proofing bread dough",
    keywords: ["proof", "proofing", "proofed", "prove", "proving", "proved", "dough", "yeast", "poke", "overproofed", "underproofed", "risen", "ferment", "fermentation"],
    phrases: [
      "poke test",
      "dough rise",
      "dough rising",
      "dough risen",
      "bread rise",
      "bread rising",
      "bread proof",
      "dough proof",
      "proof dough",
      "proof bread",
      "dough proofed",
      "dough ready",
      "bread ready bake",
      "over proofed",
      "under proofed",
      "dough not rising",
      "bread not rising",
      "first rise",
      "second rise",
      "bulk rise",
      "double size",
      "doubled size",
      "long rise",
      "let dough rise",
    ],
    answer:
      "Use the poke test: press a floured finger about half an inch (1 centimeter) into the dough. If the dent springs back right away, it needs more time; if it springs back slowly and leaves a small dent, it's ready to bake. If the dent stays put or the dough sighs and deflates, it's overproofed, so gently reshape it and give it a short second rise. A warm spot around 75 to 80°F (24 to 27°C) speeds things up, while a night in the fridge slows proofing and builds flavor.",
    related: ["high-altitude-baking", "measuring-flour"],
  },

  // ── Storing produce ───────────────────────────────────────────────────
  {
    id: "storing-herbs",
    title: "Storing fresh herbs",
    keywords: ["herb", "herbs", "cilantro", "coriander", "parsley", "mint", "dill", "basil", "wilt", "wilting", "wilted", "bouquet"],
    phrases: [
      "store herbs",
      "storing herbs",
      "store fresh herbs",
      "keep herbs",
      "keep herbs fresh",
      "herbs fresh longer",
      "herbs fresh",
      "fresh herbs fridge",
      "herbs fridge",
      "herbs wilting",
      "herbs wilt",
      "store basil",
      "keep basil",
      "basil fresh",
      "store cilantro",
      "keep cilantro",
      "cilantro fresh",
      "store parsley",
      "keep parsley",
      "parsley fresh",
      "freeze herbs",
      "herbs last",
      "herbs water",
      "damp paper towel",
      "damp towel",
      "herbs going bad",
      "herbs slimy",
    ],
    answer:
      "Treat soft herbs like parsley, cilantro, dill, and mint like a bouquet: trim the stems, stand them in a jar with an inch of water, loosely cover with a bag, and keep them in the fridge. Basil is the exception, since cold turns it black, so keep its jar on the counter out of direct sun. Wrap hardy herbs like rosemary, thyme, and sage in a slightly damp paper towel and store them in a bag or container in the fridge. Change the water every couple of days, and freeze extras chopped in oil in an ice cube tray.",
    related: ["fresh-vs-dried-herbs", "reducing-food-waste"],
  },
  {
    id: "storing-produce-ripening",
    title: "Storing and ripening bananas, avocados, and tomatoes",
    keywords: ["banana", "bananas", "avocado", "avocados", "tomato", "tomatoes", "ripen", "ripening", "ripe", "unripe", "overripe", "ethylene"],
    phrases: [
      "ripen avocado",
      "ripen avocados",
      "ripen bananas",
      "ripen banana",
      "ripen tomatoes",
      "ripen faster",
      "ripen quickly",
      "avocado ripe",
      "ripe avocado",
      "avocado hard",
      "hard avocado",
      "bananas fridge",
      "banana fridge",
      "tomatoes fridge",
      "tomato fridge",
      "refrigerate tomatoes",
      "refrigerate bananas",
      "store bananas",
      "store avocados",
      "store avocado",
      "store tomatoes",
      "keep bananas",
      "keep tomatoes",
      "bananas last",
      "avocados last",
      "bananas brown fast",
      "bananas turning brown",
      "bananas going brown",
      "paper bag",
      "ethylene gas",
      "speed ripening",
      "slow ripening",
    ],
    answer:
      "Bananas, avocados, and tomatoes ripen best at room temperature. They give off ethylene gas, which speeds ripening, so put an avocado in a paper bag with a banana or apple to hurry it along, and keep them away from greens you want to last. Once an avocado is ripe, the fridge buys you a few extra days, and ripe bananas can go in too; the peel darkens but the fruit inside stays fine. Keep tomatoes on the counter, since the fridge dulls their flavor and makes them mealy, and if you do chill very ripe ones, let them warm up before eating.",
    related: ["preventing-browning", "reducing-food-waste"],
  },
  {
    id: "preventing-browning",
    title: "Keeping cut apples and avocado from browning",
    keywords: ["brown", "browning", "browned", "apple", "apples", "guacamole", "guac", "oxidize", "oxidise", "oxidation", "discolor", "avocado"],
    phrases: [
      "avocado brown",
      "avocado browning",
      "avocado turning brown",
      "apples brown",
      "apple brown",
      "apple browning",
      "apples browning",
      "cut apples",
      "cut apple",
      "sliced apples",
      "apple slices",
      "cut avocado",
      "half avocado",
      "leftover avocado",
      "avocado half",
      "guacamole brown",
      "guac brown",
      "keep guacamole",
      "keep guacamole green",
      "keep guac",
      "avocado green",
      "keep avocado",
      "store cut avocado",
      "store half avocado",
      "turning brown",
      "going brown",
      "turn brown",
      "go brown",
      "stop browning",
      "prevent browning",
    ],
    answer:
      "Cut apples and avocados brown when enzymes in the fruit react with air. For apples, toss slices in lemon juice, or soak them for a few minutes in water with about 1/2 teaspoon of salt per cup, then rinse. For avocado or guacamole, squeeze lime or lemon juice over the cut surface and press plastic wrap directly onto it so no air gets in. Store them airtight in the fridge, and if the top still browns, just scrape that thin layer off.",
    related: ["storing-produce-ripening"],
  },

  // ── Fixes ─────────────────────────────────────────────────────────────
  {
    id: "fix-too-salty",
    title: "Fixing food that's too salty",
    keywords: ["salty", "oversalted", "oversalt", "saltiness", "saltier"],
    phrases: [
      "too salty",
      "too much salt",
      "over salted",
      "fix salty",
      "salty soup",
      "soup salty",
      "sauce salty",
      "salty sauce",
      "stew salty",
      "salt too much",
      "added too much salt",
      "reduce saltiness",
      "less salty",
      "potato salt",
      "potato salty",
    ],
    answer:
      "The surest fix is to dilute: add more unsalted liquid, like water, stock, or canned tomatoes, or more of the unsalted main ingredients. Bulking up with plain rice, potatoes, beans, or pasta spreads the salt further. A squeeze of lemon, a splash of vinegar, a pinch of sugar, or a spoonful of cream or butter can also balance how salty it tastes. The old trick of simmering a raw potato helps very little on its own, so diluting is your best bet.",
    related: ["fix-too-spicy", "seasoning-salting"],
  },
  {
    id: "fix-too-spicy",
    title: "Fixing food that's too spicy",
    keywords: ["spicy", "spiciness", "chili", "chilli", "chilies", "chillies", "fiery", "capsaicin", "milder", "tame"],
    phrases: [
      "too spicy",
      "too hot",
      "too much chili",
      "too much chilli",
      "too much heat",
      "too much spice",
      "too much cayenne",
      "fix spicy",
      "less spicy",
      "tone down",
      "tone down heat",
      "spicy fix",
      "cool down spicy",
      "curry spicy",
      "chili spicy",
      "spicy curry",
      "spicy chili",
      "mouth burning",
      "take heat out",
      "reduce spiciness",
      "reduce spice",
    ],
    answer:
      "Stir in dairy like yogurt, sour cream, cream, cheese, or coconut milk, which tames the heat from chilies. A little acid such as lime juice or vinegar, plus a pinch of sugar or a drizzle of honey, also balances the burn. You can dilute the dish with more of its unspiced ingredients, like broth, tomatoes, beans, or vegetables. Serving it with rice, bread, or a cooling side of yogurt helps too, while drinking water mostly just spreads the heat around.",
    related: ["fix-too-salty", "spices"],
  },

  // ── Frying & fire ─────────────────────────────────────────────────────
  {
    id: "deep-frying",
    title: "Deep-frying temperatures and safety",
    keywords: ["fry", "frying", "fried", "fryer", "deep", "peanut", "canola", "batter", "smoke"],
    phrases: [
      "deep fry",
      "deep frying",
      "deep fried",
      "deep fryer",
      "oil temperature",
      "oil temp",
      "frying temperature",
      "frying temp",
      "fry temp",
      "fry temperature",
      "temperature fry",
      "temp fry",
      "oil hot enough",
      "hot enough fry",
      "oil hot",
      "reuse oil",
      "reuse frying oil",
      "dispose oil",
      "dispose frying oil",
      "smoke point",
      "oil smoking",
      "fry chicken",
      "fried chicken",
      "french fries",
      "best oil frying",
      "oil frying",
      "frying oil",
    ],
    answer:
      "Most deep-frying happens between 350 and 375°F (175 to 190°C), so clip a thermometer to the pot and keep an eye on it. Use a neutral oil with a high smoke point, like peanut, canola, or vegetable oil, in a heavy, deep pot filled no more than halfway. Pat food dry, lower it in gently away from you, and fry in small batches so the temperature doesn't crash. Never leave hot oil unattended, and keep a lid nearby. Let the oil cool completely before straining it for reuse or disposal, and never pour it down the drain.",
    related: ["grease-fire", "sub-butter-oil"],
  },
  {
    id: "grease-fire",
    title: "Grease fire safety",
    keywords: ["grease", "fire", "fires", "flame", "flames", "extinguisher", "smother", "blaze", "caught"],
    phrases: [
      "grease fire",
      "oil fire",
      "pan fire",
      "kitchen fire",
      "fire pan",
      "pan on fire",
      "pan caught fire",
      "oil caught fire",
      "caught fire",
      "put out fire",
      "put out grease fire",
      "water grease fire",
      "water on grease",
      "fire extinguisher",
      "flames pan",
      "pan flames",
      "oil flames",
      "oil fire water",
    ],
    answer:
      "Never put water on a grease fire, because it flashes to steam and throws burning oil everywhere. Turn off the heat and slide a metal lid or baking sheet over the pan to smother the flames, then leave it covered until it cools completely. For a small fire, you can also pour on lots of baking soda or salt, but never flour or baking powder. Don't try to carry the pan outside. If the fire spreads, get everyone out and call emergency services.",
    related: ["deep-frying"],
  },

  // ── Planning & pantry ─────────────────────────────────────────────────
  {
    id: "meal-prep",
    title: "Meal prep basics",
    keywords: ["prep", "prepping", "mealprep", "batch", "lunches", "portion", "portions"],
    phrases: [
      "meal prep",
      "meal prepping",
      "meals prep",
      "prep meals",
      "prep lunches",
      "prep week",
      "prep ahead",
      "prep containers",
      "meal prep last",
      "prep sunday",
      "freezer meals",
      "make ahead meals",
    ],
    answer:
      "Pick two or three recipes that share ingredients, and cook the building blocks in one session: a grain, a protein, roasted vegetables, and a sauce. Cool everything quickly, portion it into airtight containers, and label them. Plan to eat refrigerated portions within 3 to 4 days, and freeze anything meant for later in the week. Keep dressings, sauces, and crunchy toppings separate until serving so nothing goes soggy.",
    related: ["leftovers-storage", "freezing-basics", "reducing-food-waste"],
  },
  {
    id: "pantry-staples",
    title: "Pantry staples",
    keywords: ["staples", "staple", "essentials", "stocked"],
    phrases: [
      "pantry staples",
      "pantry essentials",
      "pantry basics",
      "pantry list",
      "stock pantry",
      "stocked pantry",
      "well stocked",
      "stock kitchen",
      "keep pantry",
      "always stock",
      "always hand",
      "always keep",
      "ingredients always",
      "keep hand",
      "basic ingredients",
      "essential ingredients",
      "kitchen staples",
      "kitchen essentials",
      "kitchen basics",
      "first kitchen",
      "new kitchen",
    ],
    answer:
      "A well-stocked pantry makes quick meals easy. Good basics are rice, pasta, oats, flour, sugar, dried or canned beans, lentils, canned tomatoes, and stock. Add olive oil and a neutral oil, a vinegar or two, soy sauce, mustard, honey, salt, pepper, and a few favorite spices. Onions, garlic, and potatoes keep well in a cool, dark spot, and baking powder and baking soda cover most baking.",
    related: ["reducing-food-waste", "spices", "meal-prep"],
  },
  {
    id: "reducing-food-waste",
    title: "Reducing food waste",
    keywords: ["waste", "wasting", "wasted", "scraps", "fifo", "compost"],
    phrases: [
      "food waste",
      "reduce waste",
      "reduce food waste",
      "waste less",
      "less waste",
      "wasting food",
      "stop wasting",
      "first in first out",
      "use it up",
      "use up",
      "throw away",
      "throwing away",
      "throw out food",
      "food going bad",
      "best by date",
      "best before date",
      "use by date",
      "sell by date",
      "best by dates",
      "date mean",
      "expiration date",
      "expiration dates",
      "date labels",
      "odds ends",
      "leftover ingredients",
      "vegetable scraps",
    ],
    answer:
      "Use first in, first out: move older food to the front of the fridge and pantry and put new groceries behind it. Check what you have before shopping and buy to a list. Plan a weekly use-it-up meal, like fried rice, a frittata, soup, or a stir-fry, to clear out odds and ends. Freeze bread, overripe bananas, and extra herbs before they turn, and save vegetable scraps in the freezer for stock. Best-by dates are mostly about quality rather than safety, so trust your senses too.",
    related: ["pantry-staples", "freezing-basics", "stock-vs-broth"],
  },
  {
    id: "spices",
    title: "Storing and toasting spices",
    keywords: ["spice", "spices", "cumin", "paprika", "cinnamon", "toast", "toasting", "toasted", "bloom", "blooming", "stale", "potency", "seeds"],
    phrases: [
      "store spices",
      "storing spices",
      "spices last",
      "spices expire",
      "spices go bad",
      "spices bad",
      "old spices",
      "toast spices",
      "toasting spices",
      "toast cumin",
      "toast seeds",
      "bloom spices",
      "whole spices",
      "ground spices",
      "spice rack",
      "spice cabinet",
      "dry pan spices",
      "spices oil",
      "grind spices",
    ],
    answer:
      "Keep spices in airtight jars away from heat, light, and moisture, so not right above the stove. Ground spices are best within about a year, while whole spices last two to three years; if one has little smell, it has little flavor. To toast whole spices, stir them in a dry skillet over medium heat for 1 to 3 minutes until fragrant and a shade darker, then cool and grind. For ground spices, bloom them in hot oil for about 30 seconds to wake them up, but watch closely because they burn fast.",
    related: ["fresh-vs-dried-herbs", "pantry-staples"],
  },
  {
    id: "stock-vs-broth",
    title: "Stock vs broth, and homemade stock",
    keywords: ["stock", "broth", "bone", "bones", "gelatin", "bouillon", "carcass"],
    phrases: [
      "stock vs broth",
      "broth vs stock",
      "stock broth",
      "broth stock",
      "difference stock broth",
      "difference broth stock",
      "chicken stock",
      "beef stock",
      "vegetable stock",
      "bone broth",
      "homemade stock",
      "homemade broth",
      "chicken broth",
      "stock cloudy",
      "cloudy stock",
      "stock scraps",
      "chicken carcass",
      "turkey carcass",
      "stock from bones",
      "long simmer stock",
    ],
    answer:
      "Stock is made mostly from bones and simmered for hours, so it's rich in gelatin and usually unsalted, while broth is made mostly from meat and vegetables and is lighter and seasoned enough to sip. They're interchangeable in most recipes, so just adjust the salt. For homemade stock, cover bones with cold water, add onion, carrot, celery, herb stems, and peppercorns, and keep it at a bare simmer, skimming any foam, because boiling makes it cloudy. Chicken stock needs about 3 to 4 hours and vegetable stock about an hour. Strain it, cool it quickly, and refrigerate for up to 4 days or freeze for months.",
    related: ["reducing-food-waste", "sub-wine"],
  },
  {
    id: "cooking-beans",
    title: "Cooking dried beans",
    keywords: ["bean", "beans", "chickpea", "chickpeas", "lentil", "lentils", "legume", "legumes", "soak", "soaking", "soaked", "kidney", "pinto"],
    phrases: [
      "dried beans",
      "dry beans",
      "soak beans",
      "soaking beans",
      "beans dry",
      "beans scratch",
      "kidney beans",
      "black beans",
      "pinto beans",
      "beans hard",
      "beans tough",
      "beans not softening",
      "beans still hard",
      "salt beans",
      "quick soak",
      "soak chickpeas",
      "dried chickpeas",
      "beans slow cooker",
      "beans overnight",
      "soak overnight",
    ],
    answer:
      "Rinse dried beans and pick out any stones, then soak them overnight in plenty of salted water, or quick-soak by boiling them for 2 minutes and letting them stand, covered, for an hour. Drain, cover with fresh water by a couple of inches, add salt, and simmer gently until creamy, usually 1 to 2 hours depending on the bean. Salt doesn't make beans tough, but acidic ingredients like tomatoes or vinegar can stop them softening, so add those later. Red kidney beans must boil hard for at least 10 minutes to destroy a natural toxin, so don't cook them from dry in a slow cooker. Lentils and split peas need no soaking at all.",
    related: ["pantry-staples", "cooking-rice"],
  },
  {
    id: "cooking-quinoa",
    title: "Cooking quinoa",
    keywords: ["quinoa", "saponin", "saponins"],
    phrases: [
      "quinoa ratio",
      "quinoa water",
      "water quinoa",
      "rinse quinoa",
      "quinoa bitter",
      "bitter quinoa",
      "fluffy quinoa",
      "quinoa mushy",
      "quinoa done",
    ],
    answer:
      "Rinse quinoa in a fine sieve to wash off its bitter coating, unless the bag says it's pre-rinsed. Use about 1 3/4 to 2 cups of water for each cup of quinoa, bring it to a boil, then cover and simmer on low for about 15 minutes. Take it off the heat and let it steam, covered, for 5 to 10 minutes, then fluff with a fork. It's done when the grains look translucent and show little curly tails, and one cup dry makes about three cups cooked.",
    related: ["cooking-rice"],
  },
  {
    id: "grilling-basics",
    title: "Grilling basics and two-zone fires",
    keywords: ["grill", "grilling", "grilled", "bbq", "barbecue", "barbeque", "charcoal", "coals", "indirect", "flare", "flareup", "flareups", "grates"],
    phrases: [
      "two zone",
      "2 zone",
      "two zone fire",
      "direct heat",
      "indirect heat",
      "direct indirect",
      "flare ups",
      "flare up",
      "charcoal grill",
      "gas grill",
      "grill grates",
      "clean grill",
      "grill chicken",
      "grill steak",
      "grill burgers",
      "grill vegetables",
      "light charcoal",
      "grill temperature",
      "grill hot",
      "grill sticking",
    ],
    answer:
      "Set up a two-zone fire: pile the coals on one side, or light only half the burners on a gas grill. Use the hot side to sear and to cook thin, quick things like burgers and vegetables, and the cooler side with the lid closed to gently finish thick cuts and bone-in chicken. Preheat the grill for 10 to 15 minutes, then scrub and oil the grates so food doesn't stick. If flare-ups happen, move food to the cool side rather than spraying water, and check doneness with a thermometer.",
    related: ["safe-internal-temperatures", "searing"],
  },
  {
    id: "sous-vide",
    title: "Sous vide basics",
    keywords: ["sous", "vide", "immersion", "circulator", "vacuum", "anova"],
    phrases: [
      "sous vide",
      "water bath",
      "immersion circulator",
      "vacuum seal",
      "vacuum sealer",
      "sous vide steak",
      "sous vide chicken",
      "sous vide eggs",
      "zip top bag",
    ],
    answer:
      "Sous vide means sealing food in a bag and cooking it in a water bath held at the exact temperature you want it to finish at. Seal it with a vacuum sealer, or in a zip-top bag lowered into water to push the air out. A steak cooked at about 130 to 134°F (54 to 56°C) for 1 to 3 hours comes out evenly medium-rare from edge to edge. Afterward, pat it dry and sear it in a very hot pan for about a minute a side for a crust. At lower temperatures, safety depends on holding food long enough, so follow a trusted time and temperature chart, especially for chicken.",
    related: ["searing", "safe-internal-temperatures"],
  },
];

// ─────────────────────────────────────────────────────────────────────────
// Matching
// ─────────────────────────────────────────────────────────────────────────

/** Words that carry no topic signal. Checked on the raw (unstemmed) token. */
const STOPWORDS = new Set(
  (
    "a an the my our your their his her its it this that these those i me we you us they them he she " +
    "is are was were be been being am to of for in on at by with from as into onto about and or but so if " +
    "then than do does did how what whats when where why which who whom can could should would will shall " +
    "may might must have has had having get gets got getting there theres here please just really very also " +
    "some any im ive id youre dont doesnt didnt isnt arent wasnt cant couldnt shouldnt wont ok okay " +
    "way thing things stuff good better properly proper right correct correctly make makes making made " +
    "cook cooks cooking cooked tip tips help know tell need needs want like one ones recipe recipes"
  ).split(/\s+/),
);

/**
 * Very common ingredient or kitchen words. They still count, but only at half
 * weight, so "add chicken and milk" never looks like a cooking question.
 */
const WEAK_WORDS = [
  "chicken", "meat", "beef", "pork", "lamb", "fish", "steak", "egg", "eggs", "milk", "butter", "oil",
  "flour", "sugar", "water", "pan", "pot", "oven", "fridge", "food", "vegetable", "vegetables",
  "veggies", "onion", "onions", "bread", "cheese", "sauce", "soup", "cup", "cups", "minute", "minutes",
  "hour", "hours", "pantry", "meal", "meals", "fresh", "keep", "keeps", "store", "storage", "safe",
  "baking", "out", "hard", "done", "clean", "cleaning", "wash", "last", "care", "season", "seasoning",
];

/** Text fragments that mark kitchen commands or planning requests rather than questions. */
const NEGATIVE_CUES = [
  "shopping list", "grocery list", "my list", "the list", "to my", "from my", "timer", "remind me",
  "reminder", "meal plan", "plan my", "plan meals", "plan the week", "for dinner", "for lunch",
  "for breakfast", "tonight", "recipe with", "recipes with", "recipe for", "recipes for", "recipe using",
  "give me a recipe", "find a recipe", "find me", "suggest", "what can i make", "what should i make",
  "whats in my", "what is in my", "what do i have", "do i have", "expiring", "next step", "previous step",
  "last step", "go back", "start cooking", "scale the recipe", "scale this", "scale it", "double the recipe", "halve the recipe",
  "buy", "need to buy", "bought", "pick up", "need to get", "servings",
];

/** First words that mark an imperative command ("add …", "show …") or chit-chat. */
const COMMAND_STARTERS = new Set([
  "add", "remove", "delete", "show", "list", "set", "start", "stop", "plan", "next", "previous", "back",
  "open", "buy", "put", "clear", "mark", "cancel", "skip", "repeat", "hi", "hello", "hey", "thanks",
  "thank", "bye", "goodbye", "search", "order", "create", "log", "share", "read", "finish", "done",
]);

const KEYWORD_WEIGHT = 2;
const WEAK_FACTOR = 0.5;
const PHRASE_WEIGHT_PER_WORD = 1.5;
const PHRASE_GAP = 2; // extra content words allowed inside a phrase match
const MULTI_KEYWORD_BONUS = 1;
const NEGATIVE_PENALTY = 3;
const MIN_SCORE = 2;
const ABOUT_MIN_SCORE = 0.5;

function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/(\d)([a-z])/g, "$1 $2")
    .trim();
}

function undouble(word: string): string {
  const n = word.length;
  if (n >= 3 && word[n - 1] === word[n - 2] && !"aeiouflsz".includes(word[n - 1])) {
    return word.slice(0, -1);
  }
  return word;
}

/** A deliberately small stemmer: plurals, -ing, -ed, and a trailing silent e. */
function stem(raw: string): string {
  let w = raw;
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ches|shes|sses|xes|zes|oes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);

  if (w.endsWith("ied") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("ing") && w.length >= 6) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && !w.endsWith("eed") && w.length >= 5) w = undouble(w.slice(0, -2));

  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

function contentTokens(text: string): string[] {
  const out: string[] = [];
  for (const token of normalize(text).split(" ")) {
    if (token && !STOPWORDS.has(token)) out.push(stem(token));
  }
  return out;
}

type KeywordHit = { topic: number; weight: number };
type PhraseEntry = { id: number; topic: number; tokens: string[]; weight: number };

const WEAK = new Set(WEAK_WORDS.map(stem));
const keywordIndex = new Map<string, KeywordHit[]>();
const phraseIndex = new Map<string, PhraseEntry[]>();

(function buildIndex(): void {
  const topicStems: Set<string>[] = knowledge.map(
    (topic) => new Set(topic.keywords.flatMap((k) => contentTokens(k))),
  );
  const df = new Map<string, number>();
  for (const stems of topicStems) {
    for (const s of stems) df.set(s, (df.get(s) ?? 0) + 1);
  }
  topicStems.forEach((stems, topic) => {
    for (const s of stems) {
      const base = WEAK.has(s) ? KEYWORD_WEIGHT * WEAK_FACTOR : KEYWORD_WEIGHT;
      const weight = base / (1 + 0.5 * ((df.get(s) ?? 1) - 1));
      const hits = keywordIndex.get(s) ?? [];
      hits.push({ topic, weight });
      keywordIndex.set(s, hits);
    }
  });

  let nextId = 0;
  knowledge.forEach((topic, index) => {
    const seen = new Set<string>();
    for (const phrase of topic.phrases) {
      const tokens = contentTokens(phrase);
      const key = tokens.join(" ");
      // A phrase needs two content words to be more than a keyword.
      if (tokens.length < 2 || seen.has(key)) continue;
      seen.add(key);
      const entry: PhraseEntry = {
        id: nextId++,
        topic: index,
        tokens,
        weight: PHRASE_WEIGHT_PER_WORD * tokens.length,
      };
      const list = phraseIndex.get(tokens[0]) ?? [];
      list.push(entry);
      phraseIndex.set(tokens[0], list);
    }
  });
})();

/** Ordered match of `phrase` starting at `start`, allowing a few words in between. */
function phraseMatchesAt(tokens: string[], start: number, phrase: string[]): boolean {
  const limit = Math.min(tokens.length, start + phrase.length + PHRASE_GAP);
  let pos = start;
  for (let k = 1; k < phrase.length; k++) {
    pos++;
    while (pos < limit && tokens[pos] !== phrase[k]) pos++;
    if (pos >= limit) return false;
  }
  return true;
}

function penaltyFor(text: string): number {
  const padded = ` ${normalize(text)} `;
  let penalty = 0;
  for (const cue of NEGATIVE_CUES) {
    if (padded.includes(` ${cue} `)) penalty += NEGATIVE_PENALTY;
  }
  const first = padded.trim().split(" ")[0] ?? "";
  const asksHow = / (?:how|why) /.test(padded) || text.includes("?");
  if (COMMAND_STARTERS.has(first) && !asksHow) penalty += NEGATIVE_PENALTY;
  return penalty;
}

function scoreAll(text: string): Float64Array {
  const scores = new Float64Array(knowledge.length);
  const tokens = contentTokens(text);
  if (tokens.length === 0) return scores;

  const keywordCounts = new Uint8Array(knowledge.length);
  for (const token of new Set(tokens)) {
    const hits = keywordIndex.get(token);
    if (!hits) continue;
    for (const hit of hits) {
      scores[hit.topic] += hit.weight;
      keywordCounts[hit.topic]++;
    }
  }
  for (let t = 0; t < knowledge.length; t++) {
    if (keywordCounts[t] >= 2) scores[t] += MULTI_KEYWORD_BONUS;
  }

  const matched = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const candidates = phraseIndex.get(tokens[i]);
    if (!candidates) continue;
    for (const entry of candidates) {
      if (matched.has(entry.id)) continue;
      if (phraseMatchesAt(tokens, i, entry.tokens)) {
        matched.add(entry.id);
        scores[entry.topic] += entry.weight;
      }
    }
  }
  return scores;
}

/**
 * Best-matching topic for a cooking question, or null when nothing matches
 * well enough (commands, chit-chat, unrelated text).
 */
export function findTopic(question: string): { topic: KnowledgeTopic; score: number } | null {
  const scores = scoreAll(question);
  let best = -1;
  let bestScore = 0;
  for (let t = 0; t < scores.length; t++) {
    if (scores[t] > bestScore) {
      bestScore = scores[t];
      best = t;
    }
  }
  if (best < 0) return null;
  const score = bestScore - penaltyFor(question);
  if (score < MIN_SCORE) return null;
  return { topic: knowledge[best], score: Math.round(score * 100) / 100 };
}

/**
 * Topics loosely related to `text`, best first, for "did you mean" prompts.
 * Uses a lower bar than findTopic and ignores command penalties.
 */
export function topicsAbout(text: string, limit = 3): KnowledgeTopic[] {
  if (limit <= 0) return [];
  const scores = scoreAll(text);
  const ranked: number[] = [];
  for (let t = 0; t < scores.length; t++) {
    if (scores[t] >= ABOUT_MIN_SCORE) ranked.push(t);
  }
  ranked.sort((a, b) => scores[b] - scores[a] || a - b);
  return ranked.slice(0, limit).map((t) => knowledge[t]);
}
