/**
 * How people talk to a kitchen assistant, one utterance a line: requests and questions of
 * every kind Basil serves (adding and removing, ticking off, pantry questions, timers,
 * cooking steps, planning, recipes, know-how), written from how people speak rather than
 * from Basil's own request shapes, by writers who had read neither. The first 916 are in
 * American, British, Irish and Australian ways of saying them; the rest, by three more
 * writers, in North American home cooks' ways, British and Irish ways, and those of people
 * for whom English is a second or shared language at home and of Australia, New Zealand,
 * South Africa, India, Singapore, Nigeria and the Caribbean. The language model counts
 * them as sentences beside the shapes, so a phrasing no shape has ("stick it on the list
 * would you", "that's the milk sorted") still has words that follow one another the way
 * they do in speech.
 */
export const EVERYDAY_REQUESTS = `
add milk to the shopping list
hey basil put two pounds of ground beef on the list
we need a dozen eggs
okay basil we're low on bread can you add a loaf of sourdough
three cans of black beans and a jar of salsa on the list please
um add bananas
i just bought a bag of baby spinach so put that in the fridge
basil the fridge has a new carton of oat milk in it
stick two bags of frozen peas in the freezer
we're out of olive oil so add a bottle to the list
add four hundred grams of penne to the cupboard
i need a bunch of cilantro and two limes for the tacos
half a pound of sliced turkey goes in the fridge
i picked up a kilo of basmati rice can you log that in the pantry
add a head of garlic
lettuce and a couple of tomatoes for the list
throw a tub of greek yogurt on there
put six ounces of sharp cheddar in the fridge
hey basil add toilet paper to the list actually no make that paper towels
two tins of chopped tomatoes for the cupboard
so we got a family pack of chicken thighs and i'm not cooking them this week so they're going in the freezer
can you add a jar of crunchy peanut butter
butter
basil could you add a pint of heavy cream
a gallon of whole milk please
add a bag of shredded mozzarella to the fridge
add three cloves of garlic no wait make that a whole head
ketchup mustard and mayo
could you add a pack of hot dog buns for the cookout on saturday
five pound bag of russet potatoes
remind me to get cumin next time i'm at the store
there's a new bottle of soy sauce in the pantry
okay basil the groceries are here so two pounds of honeycrisp apples a bag of carrots and a bunch of celery all go in the fridge
i put a frozen pepperoni pizza in the freezer
throw a box of cheerios on the list for the kids
add a can of coconut milk to the cupboard
a pound of frozen shrimp just went into the freezer
please add an eight ounce block of cream cheese to the fridge
add fresh basil to the list ha not you the herb
we need a twelve pack of sparkling water the lime kind
put two avocados on the shopping list
i bought a carton of chicken broth for the pantry
flour and sugar we need both
my wife says we need more coffee can you add the dark roast
add a half gallon of orange juice no pulp
three hundred grams of smoked salmon in the fridge please
add a small bag of green lentils to the cupboard
a loaf of whole wheat and a six pack of everything bagels
we're gonna need tortillas
hey basil add a bag of ice to the shopping list for tonight
put a knob of ginger on the list
add two bottles of red wine for the dinner party
a jar of dijon mustard for the pantry
i got a rotisserie chicken put it in the fridge
there's a pack of bacon and a dozen eggs in the fridge now
can you put parmesan on the list the real stuff not the green can
add four bell peppers two red and two yellow
remove milk from the shopping list
take eggs off the list
we already have bread so you can take that off
delete the bananas
hey basil we finished the orange juice
i used up the last of the butter
we're out of ketchup
the milk went bad i poured it out
the spinach is slimy get it out of the fridge
i threw out the leftover lasagna
the strawberries went moldy
basil i just used two eggs
i used half a pound of the ground beef for burgers
all the rice is gone
the bag of peas is empty
take the chicken thighs out of the freezer i'm cooking them tonight
clear the shopping list
wipe the whole list please
okay basil empty the list we're starting fresh
um take the paper towels off my mom already bought some
actually never mind about the cumin
delete everything on the shopping list
scratch the avocados
the bread's gone stale so i tossed it
i ate the last yogurt
remove one can of black beans from the cupboard
we finished the cereal this morning
i threw away the sour cream it was way past the date
get rid of the cilantro it's all wilted
remove the cheddar from the fridge
the kids ate all the apples
we had the salmon for dinner so it's gone
i used three cloves of garlic
i took about a cup of flour out
used two tins of tomatoes for the sauce
i poured the rest of the cream in my coffee so that's gone too
the leftover chili's gone from the freezer
hey basil the avocados went brown i tossed them
the chicken smelled off so i threw it out
basil remove lettuce
could you take mayo off we found a jar in the back of the fridge
delete the last thing i added
undo that
oops that was a mistake remove that last item
the yogurt's expired
take everything that's past its date out of the fridge
i finished the peanut butter sorry guys
the dog got into the hot dog buns so those are gone
we drank the last of the wine
the potatoes sprouted so i composted them
we have plenty of frozen stuff so take all of it off the list
i only used half the bag of shredded cheese
take off everything from the bakery
tick off milk
mark eggs as bought
cross off the bread
i got the bananas
check off the ground beef
hey basil i picked up the chicken and the rice so those are done
mark everything as bought
okay i got it all cross everything off
apples carrots and celery are in the cart
i grabbed the olive oil
untick the tomatoes they were out of them
actually uncheck the butter i forgot it
mark the shrimp as not bought
unmark the hot dog buns
cross off the cumin
basil i found the cilantro
the store had the oat milk so tick that off
got the coffee
i've got the tortillas and the salsa
paper towels done
check off the first three items
tick off the last one
mark the cheddar as purchased
put the spinach back to not bought
we already have cereal so just tick it
ginger's in the basket
check the ice off
bought the sparkling water
um i got the frozen pizza and the peas too
cross off everything except the ice cream
tick off all the produce
all the dairy is bought
uncheck everything
reset all the checkmarks on the list
oh wait i didn't actually get the limes so put those back
did i check off the eggs
which items haven't i ticked off yet
what's left to buy
is the bread crossed off
check off the potatoes
i got mustard but not ketchup
mark the garlic bought and move it to the pantry
okay basil the lettuce is in the cart
greek yogurt's in
cross off the flour and the sugar
tick bagels
i got everything but the ground turkey
picked up the chicken broth
untick the avocados i put them back they were rock hard
can you cross off the coconut milk
everything on the list is in the cart we're checking out now
what's in the fridge
what do we have in the freezer
do we have any eggs
how many eggs are left
is there milk
what's on the shopping list
read me the shopping list
how much rice do we have
what's running low
what's about to expire
what's going off soon
anything in the fridge i should use up today
is there chicken in the freezer
how much ground beef is left
are we out of butter
hey basil do we still have parmesan
what's in the cupboard
how many cans of tomatoes have we got
any bread left
what expires this week
how many items are on the list
is coffee on the list
did anyone add dog food to the list
how old is the leftover curry
when did we put the chicken in the freezer
when does the yogurt expire
do we have enough flour for a cake
what vegetables do we have
what fruit is in the fridge
got any cheese
um basil what kind of pasta do we have
how much milk is left
what's in the pantry that's past its date
is the salsa still good
do i have baking powder or did we use it all at christmas
any frozen vegetables
what sauces do we have
tell me everything in the freezer
what's the oldest thing in the fridge
how many bananas do we have
so do we have lemons or do i need to grab some on the way home
what's low in the pantry
list the spices we have
do we have brown sugar or just white
what meat do we have
is there any leftover pizza
how many bottles of wine are there
is there anything on the list from the bakery
is the list empty
what did i add to the list yesterday
who put chips on the list
how many potatoes are left
set a timer for ten minutes
start a five minute timer
hey basil twenty five minutes for the lasagna
pasta timer eleven minutes
timer for three minutes
set a timer called eggs for seven minutes
start an hour and a half timer for the roast
i need two timers one for the rice eighteen minutes and one for the broccoli six minutes
how long is left on the timer
how much time is left for the pasta
how long until the cookies are done
pause the timer
pause the rice timer
resume the timer
unpause it
okay keep going
stop the timer
cancel the timer
cancel all my timers
stop the alarm
okay okay i heard you stop beeping
turn it off
add five more minutes
give the bread two more minutes
what timers are running
how many timers do i have going
forty five seconds timer
count down one minute thirty
basil start a four hour timer for the brisket
remind me in fifteen minutes to flip the chicken
thirty minute timer and call it dough
set a ninety second timer
cancel the broccoli timer
get rid of the egg timer
restart the timer
reset it to ten minutes
um how long's left on the oven one
is the timer still going
change the pasta timer to nine minutes
twelve minutes for the salmon please
time four minutes for the steak i'll flip it after
hey basil timer eight minutes
set a timer for half an hour
can you give me a quarter of an hour
pause everything
resume all the timers
stop the cookie timer they're done early
how long has that timer been going
snooze
another two minutes please
can you time six minutes for soft boiled eggs
start a timer for the muffins twenty two minutes
name the first timer sauce
when does the roast timer go off
next step
next
go to the next step
what's next
okay done what's next
previous step
go back
go back a step
repeat that
say that again
can you repeat the last step
what step am i on
which step is this
how many steps are left
what do i need for this step
what ingredients does this step use
how much butter do i need right now
start cooking chicken tikka masala
let's make the banana bread
hey basil start the recipe for beef stew
i'm ready to start cooking
begin the pancakes
finish cooking
i'm done cooking
we're done you can close the recipe
end the cooking session
skip this step
skip ahead to step five
go to step three
take me back to the beginning
read the first step
read all the ingredients
what's the last step
wait what temperature did it say
hold on i'm not ready yet
sorry what did you say about the onions
how long do i cook this for again
read me the whole recipe
can you read that a little slower
um so what was the step before this
okay the onions are soft
the water's boiling what now
done
what comes after this
how many more steps until it goes in the oven
start cooking the first dinner on the plan
let's cook tonight's dinner
pause the recipe i'll be right back
i'm back where was i
which recipe am i cooking
do i need the oven for this step
okay basil i'm making the lemon garlic shrimp from the plan let's go
that's it we're finished mark it as cooked
what's for dinner tonight
what's on the meal plan for this week
what are we having tomorrow
what's planned for tuesday
lunch on saturday what is it
hey basil what's for breakfast tomorrow
plan tacos for tuesday
put spaghetti bolognese on wednesday night
add chicken stir fry to thursday dinner
can you plan the week for us
plan dinners for the next five days
do monday through friday and keep it easy i'm working late all week
make a vegetarian meal plan for this week
sort out the weekend meals
move the lasagna from monday to wednesday
swap tuesday and thursday
friday's dinner can go to saturday
take the fish off thursday
remove the meal on sunday
clear the meal plan
clear next week's plan
we're eating out friday so nothing that night
is anything planned for sunday
what's the plan for the weekend
pancakes for sunday breakfast
leftovers for wednesday lunch
what day are we having the salmon
when's pizza night
plan something with the chicken we have before it goes off
put the recipe i just looked at on monday
add that to tomorrow's dinner
thursday's dinner needs to be something quicker
actually change tonight to grilled cheese and tomato soup
what nights don't have anything planned yet
fill in the empty days
make the shopping list from the meal plan
add everything i need for this week's meals to the list
um can we do meatless monday this week
roast chicken for sunday dinner
we've got guests coming saturday so let's do the beef wellington that night
what did we have last tuesday
push everything back a day
bump the curry to next week
schedule chili for the game on sunday
what's for dinner on the twelfth
plan lunches for the kids for the week
how many meals are planned this week
i don't feel like stir fry tonight can we switch it with tomorrow
put burgers on the fourth of july
find me a recipe for lasagna
how do i make chicken parmesan
show me the recipe for banana bread
give me a recipe for chocolate chip cookies
what can i make with chicken and rice
what can i make with what i have
what can i cook tonight with what's in the fridge
i've got a zucchini that needs using up any ideas
i have some ground turkey what can i do with it
find vegetarian recipes
give me a vegan dinner idea
what's a good gluten free dessert
is there a dairy free mac and cheese
keto breakfast ideas
anything i can make in under thirty minutes
find something quick for dinner
i need a dinner that takes fifteen minutes tops
easy slow cooker recipes
show me instant pot recipes
recipe for guacamole
what's a good way to do pork chops
find me a healthy lunch
what can i bake with overripe bananas
do you have a recipe for shepherd's pie
pad thai recipe please
how do you make french toast
low carb dinner ideas
find me a kid friendly dinner my kids are super picky
what's something i can make with canned chickpeas
look for a recipe with salmon and asparagus
give me a nut free snack recipe for school
i want to make something with the leftover turkey from thanksgiving
show me soup recipes
hey basil find a good chili recipe not too spicy
what's a good side for steak
find recipes for a dinner party for eight
look up a recipe for homemade pizza dough
show me my saved recipes
open the enchilada recipe
what recipes use eggplant
find a high protein breakfast
something with tofu please
find a one pot pasta
what can i make without going to the store
sheet pan dinners
how about a dessert that doesn't need an oven
is there a recipe for apple pie
find a recipe for chicken noodle soup my daughter's sick
something mediterranean maybe
give me a recipe using black beans and corn
what can i make with eggs cheese and spinach
pancakes without eggs is that a thing
how long do i boil eggs for hard boiled
at four hundred how long do chicken breasts need in the oven
what temperature should pork be cooked to
how long does it take to roast a whole chicken
what oven temp for salmon
how long does rice take on the stove
how many minutes for spaghetti
what can i use instead of buttermilk
what's a good egg substitute for baking
can i use baking soda instead of baking powder
how many ounces are in a cup
how many grams in a pound
tablespoons in a quarter cup
how many teaspoons make a tablespoon
convert three fifty fahrenheit to celsius
what's two hundred celsius in fahrenheit
how long is cooked chicken good for in the fridge
can you freeze cheese
is leftover rice from three days ago still ok to eat
is it safe to eat chicken that was left out overnight
what's the best way to thaw a turkey
how many days does a turkey take to thaw in the fridge
how do i know when a steak is medium rare
what's the internal temp for medium rare
how do you caramelize onions
any tips for cutting onions without crying
what does fold mean in baking
what's the difference between baking soda and baking powder
how do i make buttermilk with regular milk
how long should corn on the cob boil
microwave time for a sweet potato
how long should i let the dough rise
can i swap greek yogurt for sour cream
heavy cream substitute
how can i tell if eggs are still good
hard boiled eggs how long do they keep
should tomatoes go in the fridge
how do i keep guacamole from going brown
oven bacon what temperature and how long
how many minutes per pound for a turkey
what temperature should the oil be for frying chicken
why is my rice always sticky
how long does raw ground beef last in the fridge
is it ok to refreeze meat that's been thawed
how much garlic powder equals one clove
if a recipe says a tablespoon of fresh basil how much dried do i use
what's the fastest way to soften butter
how do you poach an egg
steamed broccoli takes how long
burgers on the grill how long for medium
what does al dente mean
what's the easiest way to cut a mango
how many cups in a quart
how much is a stick of butter in grams
frozen fries in the air fryer how long
can i use olive oil instead of vegetable oil in brownies
is it actually dangerous to eat raw cookie dough
hey basil my sauce is too salty how do i fix it
hey basil add milk to the shopping list
put two pints of semi skimmed on the list
can you add a dozen eggs and a loaf of sourdough please
basil five hundred grams of beef mince on the list
we need a bag of rice
stick some coriander on the shopping list would you
okay basil i've just bought two kilos of potatoes they're in the cupboard
a tin of chopped tomatoes has gone in the pantry
um three tins of chickpeas for the cupboard
put a punnet of strawberries in the fridge
i just chucked a bag of frozen peas in the freezer
add a head of broccoli and two courgettes
we're out of butter can you pop it on the list
basil add a bottle of olive oil
add two cartons of oat milk my daughter's gone vegan again
jar of peanut butter crunchy not smooth
half a kilo of chicken thighs going into the freezer
hey basil a bunch of spring onions please
need a pack of streaky bacon
there's four hundred grams of cheddar in the fridge now
right so garlic onions and carrots on the list
put a litre of orange juice on the shopping
add a six pack of yoghurts the little ones for the kids' lunchboxes
basil could you add a couple of aubergines
add a bulb of garlic actually make that two
a bag of self raising flour for the cupboard thanks
i've put a tub of creme fraiche in the fridge
oh and paper towels and washing up liquid too
we got a loaf of wholemeal and a dozen free range eggs today log them in the pantry
add a pound of ground beef to my list
three bell peppers red yellow and green if they've got them
one kilo of basmati rice on the list
ten slices of ham just went in the fridge
pop a box of teabags on we're nearly out of barry's
two boxes of fish fingers in the freezer
can you add a two litre bottle of coke for the party on saturday
cherry tomatoes a punnet and a cucumber
mayo we need mayo
add some fresh basil ha not you the herb
two hundred and fifty grams of mascarpone for the tiramisu
stick a bag of baby spinach in the fridge list
put a sack of spuds down
we need brekkie stuff weetbix and a bottle of milk
a kilo of lamb mince please basil
oi basil tim tams
add a tin of coconut milk and a jar of red curry paste
add six cloves of garlic no wait just put a whole bulb
carton of double cream
we've got a block of halloumi in the fridge now
tortilla wraps and some salsa for fajita night
add a bag of ice to the freezer
basil log three cans of black beans in the cupboard
add a gallon of whole milk
remind me to buy a pound of butter
note down that we need two leeks and a swede
i picked up a rotisserie chicken it's in the fridge
add a pack of six sausage rolls to the freezer
we could do with some more lemons
take milk off the shopping list
basil remove the eggs we got some from next door
we've used up all the rice
i finished the last of the orange juice
the chicken's gone off i'm throwing it out
the spinach has gone slimy get rid of it from the fridge
chuck the mouldy bread
okay basil empty the whole list we're starting fresh
delete bananas
the kids ate all the yoghurts
we're out of cheddar now
i used two eggs
i've used about half the bag of flour
the milk's turned sour i poured it down the sink
bin the mince in the freezer it's been there since christmas
one tin of tomatoes less in the cupboard
take the courgettes off nobody likes them anyway
scratch the coriander
actually we don't need the lemons anymore
i binned the leftover lasagne
the avocados went brown so they're gone
um remove everything from the fridge we cleared it out for the move
we ate the last of the ice cream
used up the cream in the sauce
i took three hundred grams out of the bag of pasta
the pork chops are out of the freezer i'm defrosting them for tonight
there's no more butter
my flatmate finished the peanut butter again
the bread's stale i threw it out
wipe the list
remove the parsley and the mint
the strawberries have gone all furry
i've just cooked the salmon so it's not in the fridge anymore
i gave the leftover curry to my mum so that can come off
we've run out of stock cubes
the tinned tuna's all gone
two potatoes used
the cheese is past its date i've chucked it
get the crisps off we're being healthy this week
no wine this month it's dry january take it off
we drank all the beer last night
that was the last onion
the soy sauce is empty
half the frozen peas are gone
the lettuce wilted it's in the compost bin now
remove sausages
the freezer defrosted when the power went out so clear everything in it
the eggs all cracked in the bag so they're a write off
forget the mushrooms i'll get them at the market
ticked off the milk
mark the eggs as bought
cross off bread and butter
i've got the bananas
basil tick off everything
mark all as bought
i picked up the tomatoes
got the mince
check off the chicken
untick the coffee they didn't have the one we like
actually uncheck the avocados they were all rock hard
we got everything on the list
cross off the first three items
tick the washing up liquid and the bin bags
i'm at the checkout mark everything in the trolley as done
okay i got the oat milk the granola and the blueberries
rice is done
basil the yoghurt's in the trolley
put the lemons back on i forgot them
i didn't get the salmon after all
uncross the cheese
sorry unmark the bread my partner got the wrong kind
tick everything except the wine
mark it all bought apart from the fish
done with the list all bought
strike through coriander
we grabbed the pasta and the pesto
tick off nappies
can you tick the toilet roll
got it tick the cream
right the veg is all done carrots potatoes and leeks
i found the tahini finally cross it off
flour's bought put it in the cupboard
tick the eggs and add them to the fridge while you're at it
the chicken's in the basket
we've got the sausages
tick off item four
that's the milk sorted
untick everything i need to start over
reset all the ticks
the beef isn't bought yet change it back
oops i ticked the wrong thing the butter's not bought
cross off the cereal she'll have a fit otherwise
mark off the stuff from aldi
bought
everything's in the bag basil
i only got two of the three tins of beans
tick the lot
we grabbed a loaf at the bakery on the way so that's done
which ones haven't i ticked yet
is there any mince in the freezer
what needs using up
have we got coriander
how many eggs have we got
read me the list
what's left to get
how many things are on the list
is butter on there already
did someone already put milk down
do we still have that chicken from sunday
anything in the freezer i could defrost for tonight
is anything about to expire
when does the yoghurt go off
how long has the mince been frozen
have we got enough flour for a cake
are we out of olive oil
how much rice have we got
do i need to buy onions
what veg do we have
is there any cheese left or did tom eat it all
what fruit have we got in
what's in the cupboard at the moment
how many tins of tomatoes are there
what should we use first
what's about to go out of date this week
anything in the freezer for pudding
do we have bread or do i need to grab some on the way home
is there ham for sandwiches
what haven't i picked up yet
list everything in the pantry
what spices do we have
how much pasta's left
is the cream still good
what snacks have we got for the kids
do we have stock cubes
tell me what's low in the cupboard
are there any leftovers
what's expiring tomorrow
what do we need from the shops
have we any milk
is there any sugar in the press
what's in the freezer
how much cheese is left
um basil is there still some of that chorizo
which fridge stuff goes off first
what did i put on the list this morning
have we got any frozen prawns
start a twenty five minute timer for the pasta
basil timer eight minutes for the eggs
how long left on the timer
how long's left on the rice
cancel the pasta timer
cancel all timers
set a timer for an hour and a half for the roast
start a countdown for forty five seconds
i need two timers twenty minutes for the potatoes and five for the gravy
how much time is left on the chicken
pause the cake timer i need to open the oven
okay start it again
carry on with the timer
add five minutes to that
basil three minutes for my tea bag
set a timer called bread for forty minutes
name it potatoes
okay okay i heard you turn it off
brownies thirty minutes please
timer for four minutes
remind me in fifteen minutes to turn the sausages
two hours for the slow cooked lamb
hey basil is the timer still going
how long till the rice is done
kill the timer
the broccoli's done already so get rid of its timer
put a timer on for a quarter of an hour
half an hour on the roast veg
how many minutes left on the pie
stop all the timers
hold the timer a sec
basil timer twelve minutes
six and a half minutes soft boiled eggs go
time the steak three minutes a side
when's the roast going to be ready
is the pudding timer finished
take two minutes off the timer
reset the timer
start the oven timer for fifty minutes
what was the last timer for
set a timer for one minute
can you give me a shout in twenty minutes
how long have i got on the scones
can you repeat the last bit
which step are we up to
what ingredients does this bit need
start cooking spaghetti bolognese
let's cook the chicken tikka masala
basil start the recipe for banana bread
i'm done with that step
okay done what now
we're done cooking thanks basil
stop cooking
go to step five
skip to the end
read the whole method
read me the ingredients
how much butter goes in here
go back to the beginning
start again from step one
what temperature does it say
how long does this step take
sorry i missed that what did you say
back
wait go back i didn't catch the amount
let's make the shepherd's pie from the meal plan
guided cooking for pancakes please
i want to cook the lamb tagine now
right onions are chopped carry on
start the timer for this step
how many grams of sugar was it again
could you read that step a bit slower
am i nearly done
pause cooking i've got to get the door
alright i'm back keep going
does it say to cover it
jump to the sauce bit
what do i do with the eggs
okay basil the chicken's in the pan next please
hang on what was step two
how many steps does this recipe have
what's on the meal plan this week
what are we having for tea
what's planned for thursday
what's for lunch tomorrow
plan the week for me
sort out dinners for monday to friday
put lasagne on wednesday
fish tacos for friday dinner
move the curry from tuesday to thursday
take the roast off sunday we're going to my mum's
swap monday and tuesday
plan something veggie for monday
what did we plan for the weekend
carbonara tonight
we're getting a takeaway on saturday so scrap whatever's on
make sunday lunch a roast chicken
what's for breakfast tomorrow
can you fill in the gaps in the meal plan
plan three meals for the weekend
pancakes saturday morning
change friday to homemade pizza
is anything planned for tonight
what's the plan for next week
add the meal plan ingredients to the shopping list
push tonight's stir fry to tomorrow
delete wednesday's dinner
plan a week of cheap dinners we're skint till payday
plan the week around the chicken in the freezer
leftovers on thursday
have we got anything planned for lunch on sunday
i need quick meals for the weeknights footy training every night
make tuesday taco tuesday
move the salmon earlier in the week or it'll go off
we've got people coming saturday can you plan something nice
what's monday's dinner
what are the kids having for their tea tomorrow
basil what's on for dinner
i don't fancy the risotto tonight swap it for something else
beans on toast tonight i can't be bothered
schedule the chilli for friday
plan dinners for the next three days
how many dinners have we got sorted
wipe next week's meals
replace tuesday's pasta with a salad
the leftover soup can go on wednesday lunch
pop the beef stew on thursday it's a slow cooker day
add something with chicken for tonight
what's everyone eating this week
bump the sausage and mash to the weekend
show me the recipe for shepherd's pie
find me a recipe for chicken curry
what can i make with what i've got
what can i make with chicken and broccoli
give me a vegetarian dinner idea
find a vegan dessert
something quick under twenty minutes
gluten free pancakes
what can i cook with leftover rice
recipes with aubergine
show me how to make yorkshire puddings
i want to make a cottage pie
anything that uses up the spinach
have you got a good lasagne recipe
what's a healthy lunch idea
what can i make for a kid's birthday party
dairy free recipes please
what's easy for dinner tonight
pull up the banana bread
find a low carb dinner
show me the pavlova
anzac biscuits
what can i bake with no eggs
something warming for a cold night
a slow cooker recipe with beef
recipes under thirty minutes with mince
how do you make a proper irish stew
got anything with chickpeas
what can i do with a tin of tuna
show me some air fryer recipes
what's a good side for roast lamb
find something spicy
i need a nut free recipe for the school bake sale
make me a dinner using the stuff that's going off
what soups can i make
high protein breakfast ideas
recipe for scones
how about a fish pie
show me the next one
any recipes with halloumi
what could i make with courgettes potatoes and feta
cheap family meals
keto friendly dinner
open my saved recipes
where's my nan's apple crumble recipe
sausage casserole
brunch ideas for sunday
read out the ingredients for the chilli
what can i make in fifteen minutes with eggs
um is there a recipe for a good toad in the hole
something with prawns that isn't too fiddly
how long do i boil an egg for
how long to roast a chicken
what temperature for roast potatoes
how long does a jacket potato take in the oven
how many grams in a cup of flour
what's one eighty celsius in fahrenheit
can i swap baking soda for baking powder
how long does cooked rice keep in the fridge
can you freeze cooked rice
is it safe to refreeze chicken
how do i know when the chicken is cooked through
what internal temperature should pork be
should i rest a steak and for how long
how do i poach an egg
how many minutes for penne
how many tablespoons in a quarter cup
how many ounces in a pound
what's the cooking time for a two kilo leg of lamb
what gas mark is two hundred degrees
how do you blanch green beans
how do i stop pasta sticking together
what's the difference between bicarb and baking powder
how long do eggs last
can i eat yoghurt a day past the date
what's the quickest way to defrost mince
how long should i marinate chicken
broccoli steaming time
what's one ninety in a fan oven
how do i caramelise onions without burning them
how long does salmon need in the oven
what can i use instead of eggs in a cake
can i use plain flour instead of self raising
how much baking powder turns plain flour into self raising
how long does homemade soup last frozen
how do i fold in egg whites
rice on the hob how long
how long do i microwave a potato
how do i make a roux
is it okay to eat leftovers after three days
what's the ratio of water to rice
how many mls in a cup
how do i sharpen a knife properly
chicken thighs how long in the frying pan
how long should the dough prove
how do i tell if an egg's gone off
how long does a six kilo turkey take
my sauce is too runny how do i thicken it
how much is a teaspoon of salt in grams
can i freeze milk
is it bad to put hot food straight in the fridge
can you substitute greek yoghurt for sour cream
what's coriander called in america
so my kid just told me he needs cupcakes for school tomorrow so add a box of cake mix and a tub of frosting
mark the pasta and the marinara as bought
set a timer for the hard boiled eggs
suggest something for dinner
mark the black beans as bought i got all three cans
um do we have parmesan
is it a bad idea to wash raw chicken
um how long does cooked rice last in the fridge
clear the whole meal plan
read me the next step would you
suggest a dinner under thirty minutes
go back one step
i'm done with this step
put dish soap on there too
add kimchi to the asian groceries part of the list
hey basil what's a good recipe for a quick stir fry
how do i make fried rice
remove the fish from wednesday the kids won't eat it
put the pad thai we liked on saturday dinner
add two bunches of green onions and a knob of ginger
is there anything for lunch in the fridge that i can just heat up
what's the difference between broth and stock
what's a roux
got the brown sugar and the cake mix
is there still half a rotisserie chicken in there
replace taco tuesday with enchiladas
find me a recipe for jollof rice
actually i didn't get the cream uncheck it
add a loaf of sourdough and uh a block of cheddar
end the recipe
wait what was the last step
move on
stop the recipe we're ordering pizza
show me a recipe for pierogies from scratch
add bananas real quick
okay i'm finished we can stop
plan three dinners this week with chicken
find me a recipe for banana bread
basil add soy sauce and rice vinegar
hold on repeat that last part
could you repeat the instructions for this part
i grabbed the bread
remove mozzarella from the shopping list thanks basil
can you freeze cooked pasta
never mind on the cilantro take it off
take the shrimp off it's way too expensive this week
basil add three pounds of ground beef
what's the current step
basil stick some frozen waffles on the list the kids keep asking
um take the butter off
what are we having on friday
hey basil i found the coconut milk check that off
how do i get the garlic smell off my hands
basil add maple syrup the real stuff not pancake syrup
i've got a pound of ground turkey and some zucchini what can i do with that
undo the check on the bagels
take the ground beef off we're doing chicken instead
basil we don't need the heavy cream anymore
that's the feta done
hey basil scratch the tortillas
do we have enough milk for cereal tomorrow
add three avocados uh ripe ones if that matters
mark paneer done
give me a side dish to go with pork chops
put a jar of peanut butter on the list thanks
copy this week's plan to next week
is anything planned for thursday
add a carton of orange juice no pulp
i got the peanut butter but the crunchy one so check it off anyway
put a bag of frozen peas on the list would you
find me a recipe for gumbo
suggest a vegan breakfast
remove the deli turkey and the bagels
add two lemons and a lime
i got the ground beef but not the buns so just check the beef
clear the whole shopping list
set a one minute timer
so i'm having like eight people over saturday what's a good main that feeds a crowd
lemons are in the basket
mark the gochujang as bought
start the pad thai recipe and read me the first step
set a timer for a quarter of an hour
uncheck everything i need to start the list over
put a can of black beans on the list actually make that three cans
start a timer for the broccoli six minutes thanks
remove the green onions no wait keep those remove the ginger
set a timer for four hours for the slow cooker
next one
what's a good recipe for a birthday cake that's not too hard
add a pound of butter no wait make that two
start a thirty minute timer for the dough to rise
what's the difference between a dice and a mince
remove the drumsticks we're doing fish this sunday
is there heavy cream or just half and half
what did it say about the oven temperature
how do i keep my avocado from turning brown
add a small container of heavy cream
got it got the tortillas
done with that
feta cheese add that
rename the first timer to lasagna
is the spinach still good
my gravy's lumpy how do i fix it real quick
show me a recipe for beef tacos
add cilantro
okay basil convert three hundred fifty degrees fahrenheit to celsius
okay basil tick off the chicken thighs
take the sourdough off we still have half a loaf
um the paper towels are in the cart
how long can i leave cooked chicken out
check off dish soap thanks
do we have stock chicken or veggie either one
get rid of the whole wheat flour
add a dozen corn tortillas no make that two dozen
unmark the kimchi i left it at the register
okay that's done turn it off
my kids are picky what's a dinner they'd actually eat
how long has the rice timer been going
hey basil how much milk is left
what can i make with canned chickpeas
okay basil is there any frozen shrimp
how much dry pasta do i need per person
remove the last thing i added
okay basil add one gallon of two percent milk
what should i make with these overripe bananas
add five more minutes to the roast timer
take off the cake mix and the frosting my sister's bringing dessert
is there sour cream in the fridge or did somebody finish it
set a timer for ninety seconds
how long does ground beef keep in the freezer
what does blanching mean
basil do we have soy sauce and sesame oil
show me a dairy free alternative for alfredo
i don't need the kimchi anymore take that off would you
how do you thaw a turkey quickly
i was wondering if you could add some fresh basil ha like the herb not you
basil make a timer for the noodles three minutes
what can i make with chicken rice and broccoli
i've got the chickpeas
something with salmon please
can you set a timer for twenty minutes and also add parmesan to the list
move tonight's dinner to tomorrow we're too tired to cook
delete the sparkling water
is there brown sugar
hey basil start a pasta timer for eleven minutes
add one of those rotisserie chickens
remove the paneer and the chickpeas i'm not making the chana masala after all
um do we have anything on the plan that uses the ground turkey
we're going out on saturday so take dinner off that day
basil back
okay grabbed the olive oil
put two dozen eggs on the list
plan breakfast for sunday pancakes and bacon
hey basil how many tablespoons are in a cup
show me a recipe for chicken tikka masala that's not too spicy
restart the cookie timer for the second batch
remove the eggs
what's on the top shelf of the fridge
plan lunches for the week turkey sandwiches monday through friday
hey basil put spaghetti on monday night
show me something i can cook in one pan
coffee we need coffee
take waffles off the kids can eat oatmeal
is brown sugar the same as white sugar for baking
wait undo that last one
can i use olive oil instead of vegetable oil for brownies
put the beef stew on friday no wait make it thursday
show me how to make guacamole
do we have any ripe avocados
cancel all the timers
do we have coconut milk i thought i bought some last week
check if there's any butter
do we have any canned tomatoes in the cupboard
i want to make pho this weekend find me a recipe
how do you season a cast iron skillet
so what can i make with what's in the fridge
okay basil what's next
add eight chicken drumsticks for sunday meal prep
i was wondering if we still have any rice
do we still have that leftover lasagna
take two of the cans of black beans off i only need one
so i've added the onions what do i do next
how do i know when salmon is cooked
mark bananas as bought
how long's left
can you add a pack of chicken thighs bone in skin on
can you take the feta off the list real quick
why is my bread so dense
mark the sourdough as got
basil what's in the freezer right now
find a recipe for chana masala
how much longer on the cookies
cross out the greek yogurt
basil set an egg timer for seven minutes
add flour actually make it the whole wheat flour
clear off everything that's already been checked
so for sunday meal prep we want to do burrito bowls and like a big batch of chili can you put those on the plan
how do i cut an onion without crying
i need a timer for the marinade like two hours
check off the first three things on the list
okay basil plan salmon and rice for tuesday and stir fry for wednesday
how long do i roast potatoes at four hundred degrees
find an instant pot recipe for chili
when did i put the ground turkey in the freezer
cross off the soy sauce
finish
basil show me an easy lasagna recipe
remove gochujang
take off one of the avocados i only need two
take milk off the list
extend the chicken timer by ten minutes
basil check off the green onions and the ginger
okay basil remove everything from the list we just did a big costco run
what's the plan for sunday
take the olive oil off the list thanks
take brown sugar off
i need two cans of coconut milk for the curry on thursday so add those please
what did we have last monday
set a timer to go off at a quarter past six
how do i sharpen a knife
timer twenty minutes
scratch the lemons
picked up the rotisserie chicken
got the milk
what's a cheap dinner i can make in my dorm with a microwave
put pierogies on monday
how do i make rice not sticky
add a twelve pack of sparkling water
basil pull up a recipe for pancakes
garlic do we have garlic
um can you add a bag of shredded mozzarella
what temperature is medium rare
what's planned for next week
can i substitute baking soda for baking powder
show me a recipe for falafel
uh how much time is left on all of them
hey basil what does al dente mean
how do i fix a sauce that's too salty
so before i go to the store is there anything in the pantry that's about to run out
mark the flour as bought
get the cumin off the list my neighbor gave me a whole jar
remove bananas
let's start the recipe from step one
we're out of paper towels so throw those on the list
basil show me the meal plan for this week
what fruit is there
pull up that shakshuka recipe again
what's the step after this one
basil put the orange juice back to not bought they only had the pulpy kind
please add a box of spaghetti and a jar of marinara
gochujang
remove anything on the list that's for the party it got cancelled
add shakshuka for saturday brunch
um get rid of the frozen peas we found a bag in the back of the freezer
where did i say the maple syrup was fridge or cupboard
hey basil timer for the tea four minutes
can i put a cast iron pan in the dishwasher
so i was wondering why my cookies keep coming out flat
basil mark everything in produce as done
um set a timer for like three and a half minutes
uh take marinara off i'm gonna make my own sauce
plan something vegetarian for monday
so i got the potatoes the onions and the carrots
start a timer called cookies for twelve minutes
what's after this
what herbs go well with lamb
say the current step one more time slower
is there any chicken in the freezer
we're almost out of brown sugar so add that
can you check off the deli turkey real quick
change thursday lunch to leftover chili
add three hundred fifty grams of paneer
um add like a big thing of greek yogurt
so i changed my mind about the curry take off the coconut milk
add one pound of shrimp peeled and deveined
the maple syrup can come off the list
uncheck the butter i put it back it was like eight bucks
um give me a quick vegetarian recipe
how many eggs do we have left
um what do we have planned for the weekend
do we have enough flour for pancakes like two cups
find me a recipe for apple pie my grandma's was the best but i lost it
plan jambalaya for friday
suggest a dinner using what's in the fridge
hey basil can you fill in the empty days with something easy
which step says to add the cheese
can you remove the soy sauce i just saw there's a full bottle
go back two steps i think i missed something
add tortillas and uh salsa the chunky kind
read the ingredients again
remove coffee from the list i already grabbed some on the way home
what's the smoke point of avocado oil
add fish tacos to next friday
remove the chicken thighs please
basil remind me in fifteen minutes to flip the steaks
what's on the menu for tomorrow
tick off everything i've bought so far which is uh the milk the eggs and the cheese
pizza night friday
put leftovers on thursday
the sparkling water's in the trunk tick it off
put bibimbap on wednesday
hey basil do we have baking soda or just baking powder
recipe for mac and cheese
start a bread timer for forty minutes please
get rid of everything under frozen
okay basil i'm gonna need ten pounds of potatoes for thanksgiving add those
skip this step i don't have any wine
can you put like five limes on there
is the oven timer still going
my daughter wants to know if we have any ice cream left
hey basil next step please my hands are covered in flour
how long is this step supposed to take
clear sunday's plan
hey basil how do i make chicken parmesan
how much does one cup of flour weigh
hey basil put oat milk on the list the unsweetened one
what's something i can make with just eggs and cheese
untick the shrimp they were out of it
find me a recipe for bulgogi
take two minutes off the pasta timer it's cooking faster than i thought
my husband's working late on tuesday so just plan something quick for me and the kids
basil is it safe to refreeze chicken that's been thawed
suggest a soup for a cold day
can you add cumin and smoked paprika i'm totally out of both
i just put the avocados in the cart
um are there any lemons
find me a keto friendly dinner
okay basil set two timers one for the chicken for forty five minutes and one for the potatoes for twenty five
what's left on this week's plan that we haven't made yet
add a bag of jasmine rice the five pound one
add four hundred grams of dried chickpeas
okay basil dal and rice on thursday
jump to the last step
how do i know when the oil is hot enough for frying
add a liter of olive oil
delete oat milk from the list
what's going to expire soon
drop the orange juice
basil i'm ready for the next part
what temperature should chicken be when it's done
yep got the maple syrup
plan a roast chicken for sunday dinner my parents are coming over
resume the pasta timer
basil stop the beeping
check the coffee
hey basil remove the potatoes from the list
show me a slow cooker pot roast recipe
what do i need to buy for the meals this week
what kind of cheese do we have
is it okay to eat pasta sauce that's been in the fridge for a week
how much sugar did this step say
find a recipe for butter chicken that serves four
find a gluten free dessert
all the dairy's in the cart check it off
set a timer for an hour and a half for the brisket
show me the recipe for the enchiladas we made last time
set a steak timer for three minutes that's one side
check off cumin but not the paprika they didn't have it
move the lasagna from thursday to saturday
plan a meatless monday dinner with lentils
how much time is on the lasagna
add chicken curry to wednesday's dinner
start a timer for thirty five minutes for the enchiladas
check off cilantro and limes
do we have any fish in the freezer
uh go forward
check off eggs
start cooking the carbonara recipe
give me a few ideas for what to do with leftover turkey
what was the temperature again in this step
okay basil find me a healthy lunch for meal prep
the kid says he got the waffles so check those off
give me a recipe for shrimp scampi
wait go back i added the eggs too early did it say to wait
cancel the egg timer but keep the rice one
add six bagels everything bagels
check the cupboard for pasta
how many cans of chickpeas are in the cupboard
plan overnight oats for breakfast every weekday
basil remove the rotisserie chicken
delete dish soap
um can you say that again i didn't catch how much garlic
take wednesday off the plan
oops i checked off the yogurt by mistake can you uncheck it
what does it mean to fold in the egg whites
okay basil the drumsticks are done cross them off
how long should i rest a steak
put a timer on for twelve minutes for the salmon would you
how long do i boil an egg for a soft yolk
is there any bread that's not moldy
basil delete paper towels from the shopping list
set a timer for eight minutes no wait make it nine
snooze that timer for two minutes
the limes can go
what do i have in the cupboard for baking
tick off the frozen peas
how much peanut butter's left
how much time is left on the rice
got em
do you have a recipe for chocolate chip cookies
add everything for this week's meals to the shopping list
any tortillas
add half a pound of sliced turkey from the deli
what's a good recipe for leftover rice
skip ahead
we got the rice
are we low on anything
set a timer for fifty minutes while i go pick up the kids it's for the banana bread
basil schedule chicken noodle soup for tomorrow
what's a good substitute for eggs in baking
what frozen stuff do we have that'd work for dinner tonight
how many teaspoons are in a tablespoon
eggs
how do you tell if an egg is still good
find a no bake dessert for a hot day
how long do you let bread dough rise
add milk
basil add two pints of semi skimmed to the list
put a punnet of strawberries on the shopping list would you
erm can you add a tin of chopped tomatoes actually no make it three tins
we need more teabags
hey basil stick a bag of frozen peas on the list
add five hundred grams of beef mince please
right add courgettes two of them and a red onion while you're at it
ok basil put bin bags on the list we're nearly out
can you add a loaf of wholemeal for the morning ta
add a kilo of basmati rice
put a big tub of natural yoghurt on for the big shop
oat milk the big carton not the little ones
we've run out of butter so add that would you
add plain flour one and a half kilos and a bag of caster sugar
stick some crumpets on there for the kids
eggs a dozen free range
can you put a jar of korma paste down and a pack of naan breads
add two hundred and fifty grams of unsalted butter for the baking
add a bottle of soy sauce and actually a bottle of sesame oil as well
fish fingers
hey basil add four chicken thighs skin on bone in
a bunch of coriander please
add a small tub of double cream three hundred mil
could you add rashers the smoked back ones not streaky
put a bag of rooster potatoes on for the week
we'll need chorizo for the paella on saturday so add that
add strong white bread flour and a few sachets of fast action yeast
add cheddar the mature one a nice big block
basil add washing up liquid cheers
add kidney beans no hang on make it black beans
stick a tin of coconut milk on the list
six bananas not too ripe
put a bag of penne and a jar of green pesto on
add halloumi
add a punnet of chestnut mushrooms
put custard powder down would you my grandson's coming sunday and he loves his custard
a litre of orange juice smooth no bits
add a knob of fresh ginger and a bulb of garlic
add a tin of baked beans no make that a four pack the kids go through them
add a pack of tortilla wraps for fajita night
add fresh lasagne sheets and a tub of ricotta
could you add nappies size four to the big shop
two lemons and a lime
add icing sugar five hundred grams for the buttercream
put a packet of chocolate digestives on for the biscuit tin
brown sauce
add four hundred grams of lamb mince for the moussaka
add vanilla extract the proper stuff not the essence
miso paste add that please
oh and a jar of marmite before i forget
basil put two pints of milk in the fridge i've just come back with them
i've put a lasagne in the freezer can you note that
add a bag of rice to the cupboard
remove the bin bags we've loads under the sink
basil get the courgettes off the shopping list
actually take the crumpets off the kids didn't touch the last lot
delete cheddar
scratch the chorizo we're not bothering with paella now
take off the nappies my mam picked some up in town
remove the oat milk and the bananas
ok basil can you take the coriander off the list
don't need the sugar anymore take it off
there's eggs on there twice remove one of them
clear the whole list we've done the big shop
take the fish fingers off please
erm remove soy sauce no wait keep that one remove the sesame oil
can you take tinned tomatoes off cheers
remove everything under frozen
the pesto can come off the list
get rid of the yoghurt ta
hey basil remove the wraps we're doing rice instead
take that last thing off
remove the prawns my daughter's allergic i completely forgot
no we don't want the ricotta anymore
remove the halloumi and put feta on instead
change the lemons to just the one
take all the baking stuff off i'll get it at the cash and carry
delete digestives
take the bread off someone's already bought a loaf
take the bacon off i'm doing veggie this month
we've used the last of the peas take them out of the freezer
the cream's gone off so take it out of the fridge
remove the ham from the fridge it's been eaten
we finished the ice cream last night so that's gone from the freezer
basil take brown sauce off
the nappies are on there twice remove one lot
take kidney beans off
right take off the orange juice and the custard powder
remove mushrooms
strike the rice off we've plenty in the cupboard
get the marmite off the list nobody likes it but me anyway
drop the vanilla extract
remove crisps the kids have had enough this week
take the washing up liquid off please
remove tofu actually no leave it on
empty the shopping list
remove the garlic i've found a bulb at the back of the cupboard
take the icing sugar off the list cheers basil
remove coconut milk
take the rashers out of the fridge they're all used up
we threw the cucumber out it went slimy so take it off the fridge
tick off bread
basil mark the eggs as bought
i've got the tomatoes and the onions tick them off
tick off everything in the fruit and veg bit
untick the butter i put it back they'd only the salted
got it
that's the mince in the trolley
cross off teabags
ok basil tick off coconut milk and naan breads
i picked up the chicken thighs
mark strawberries as done
oh untick the peas they hadn't any left
the spuds are in the basket tick them off please
tick the cheddar off would you
done the yoghurt
right we've got everything on the list except the wraps
untick the flour i picked up the wrong one
hey basil i've got the nappies mark them off
tick off lemons limes and ginger
i only got two tins of beans out of four so leave the rest on
uncheck the pesto i grabbed the wrong jar and put it back
ticked
bought the halloumi tick it
can you mark everything as bought i've just come out of the shop
tick off the sugar please and the icing sugar
mushrooms got them
tick the rice off cheers
actually i didn't get the orange juice can you put it back on
i've bought the oats tick that
crumpets done
tick the first three things off
mark the cream as bought no wait it was single not double leave it
got the soy sauce and the sesame oil from the asian shop tick them both
tick off whatever's left in the cupboard section
put a tick next to bin bags
that's the fish fingers sorted
mark the bacon bought ta
tick off the bananas even though they were a bit green
basil what's left to get
what's still not ticked on the list
undo that last tick
vanilla got it
the lamb mince is in the bag
got the garlic tick that off and the coriander
found the miso eventually tick it off
untick everything i've gone to a different shop
cross off the washing up liquid i got it in the pound shop
have we got any rice left at all
basil is there milk in the fridge
do we have eggs
how many tins of tomatoes are in the cupboard
is there any bread or do i need to run out
what have we got in the fridge that needs using up
hey basil have i got baking powder or just bicarb
any mince in the freezer
what's going out of date this week
how much flour have we left i want to make a sponge
do we still have that half a chicken from sunday
is there cheese
erm have we any butter left or did the lads finish it again
what spices have we got
ok basil check the cupboard for chickpeas
what veg have we got in
have we coconut milk
is the yoghurt still in date
when did i put the lasagne in the freezer
have we got stock cubes chicken or veg either will do
basil is there anything in the freezer for tea
do we have any of them fish fingers left for the kids
is there caster sugar or only granulated
how many potatoes have we got
have we run out of teabags
tell me what's in the fridge door
any frozen peas
is there any ice cream left
do i have yeast
what sauces have we got in
have we enough pasta for four
is there any of that soup left that i froze
do we have double cream
have we got any cooking oil at all
is there an onion anywhere
did we use up the spinach
what frozen stuff have we got that'd do for a quick tea
do we have ground almonds
have i got self raising or is it only plain
how much milk is there
is there any ham for the sandwiches
what bread have we got in the freezer
right do we have everything for a shepherd's pie
cupboard
have we got any of the gluten free flour left for my nan
basil timer twenty minutes for the pasta
set a pasta timer for eleven minutes
hey basil start a timer called spuds for twenty five minutes
how long left on the rice
cancel the egg timer
set two timers one for the chicken forty minutes and one for the roasties fifty
ok basil four minutes for the eggs soft boiled
add five minutes to the cake timer
pause the timer the phone's ringing
erm set a timer for three minutes no make it four for the tea to brew
timer ninety seconds
basil remind me in half an hour to take the bread out
right set a timer for the sponge twenty two minutes
put a timer on for the dough to prove an hour
how long on the roast
twelve minutes for the fish fingers
timer for the gravy five minutes please
take two minutes off the pasta timer
rename the first timer to potatoes
set a timer for seven minutes and call it noodles
is the chicken timer still going
can you set a timer for forty five minutes i'm doing a stew and i'll only forget otherwise
start a fifteen minute timer for the flapjacks
stop the beeping
ok ok i heard you turn it off
set a timer for two hours fifteen for the slow roast lamb
timer thirty seconds
set a rest timer for the steak five minutes
cancel the rice one and keep the curry one going
set a timer for eight minutes for the broccoli cheers
set a timer so i take the lasagne out at half six
how many minutes left on the biscuits
add another ten minutes to the stew it's not thick enough yet
basil start a timer for the porridge three minutes
set a timer for the chips twenty minutes and tell me to turn them at ten
timer for the kids' bath in twenty minutes
set a second timer for the yorkshires twenty five minutes
snooze it for two minutes
restart the egg timer
set a timer for the risotto eighteen minutes
cancel that
a timer for the dumplings please fifteen minutes
repeat that please
basil next step please
hang on go back one i missed the bit about the garlic
what was the last step
right done that what's next
ok basil start cooking the chilli
let's start the recipe
skip this step i've already chopped the onions
how much flour was it again
go back two steps
i'm finished
finish the recipe
stop cooking mode
carry on
go on then next
what do i do now
sorry say that again my hands are covered in flour
which step is it where i add the stock
start from the beginning
and then what
read the whole method out
erm can you repeat that a bit slower
right the onions are soft next
what temperature did it say for the oven
we're done with the recipe thanks basil
hold on a minute i need to get the tin out
ok i'm back where were we
how much butter did step two say
what's the first step
next one ta
repeat the current step
is that the last step
start the banana bread and read me the first bit
put that step up on the screen
plan spag bol for monday
put fish and chips on friday
basil what's for tea tonight
what have we planned for the week
move the curry from tuesday to wednesday
erm put a roast down for sunday dinner
what's on thursday
clear wednesday i'm on nights
add tacos to saturday and put the ingredients on the shopping list
let's have a stir fry on tuesday
hey basil plan the week's teas for me nothing too spicy for the kids
we're out thursday so take that off the plan
what am i cooking tomorrow
put cottage pie on monday no actually make it shepherd's pie we've lamb mince
pencil in a fry up for saturday morning
plan something quick for wednesday i'm on a late
what's on the menu for the weekend
put leftovers on tuesday
schedule pancakes for pancake tuesday
ok basil add a vegetarian lasagne to friday
can we do the dal on sunday instead of saturday
put that recipe on friday
what's planned for lunch tomorrow
plan meals for the next five days using what's in the freezer
remove the risotto from the plan
plan irish stew for sunday
have i got anything planned for tonight
add the ingredients for this week's meals to the shopping list
put beans on toast on monday it's been a long week
move everything back a day
put a chicken tikka masala on saturday for when my sister comes over
basil what's the plan for friday
plan jacket potatoes for thursday
put fajitas on tuesday and bangers and mash on wednesday
the kids want pizza on friday put that down
make wednesday a meat free day
i'd like soup for lunch monday to wednesday
what did we have last week
plan a bit of fish for tuesday salmon or something
put chicken noodle soup on for thursday lunch
change sunday's roast to a pork roast
what's for tea on sunday
plan a batch cook on sunday for the week ahead
stick a ramen on friday night for the flat
is anything planned for wednesday
put mac and cheese on monday for the kids
plan a birthday tea for saturday
give us a recipe for flapjacks
show me a recipe for chicken curry
basil how do i make a victoria sponge
what can i make with mince and a tin of tomatoes
find me a quick vegetarian tea
hey basil i've got courgettes that need using any ideas
recipe for soda bread please
show me a cottage pie recipe
what can i make for the kids that's quick
something with chickpeas
erm have you got a recipe for colcannon
i fancy something spicy
show me how to make a proper carbonara no cream
find a recipe for scones
what's a good recipe for leftover roast chicken
suggest something cheap for four students
give me a beef stew for the slow cooker
i want to make a lemon drizzle
show me the pad thai one
ok basil recipe for a dal
something for tea under thirty minutes
have you got a gluten free brownie recipe
what can i do with a tin of salmon
shakshuka recipe
show me a roast chicken with all the trimmings
how do you make yorkshire puddings
find me a recipe that uses up brown bananas
a pasta bake the kids'll actually eat
recipe for a fish pie for six people
could you show me something with tofu i've never cooked it before
basil give me a bread and butter pudding recipe
what's a nice thai green curry recipe
show me a recipe for dublin coddle
i need a chocolate birthday cake recipe
something low fat for tea
what can i cook with just eggs and potatoes
give me a recipe for jollof rice
show me a recipe for welsh cakes
let's see a recipe for chicken fajitas
show me another one
not that one something else
how about a soup with red lentils
find a recipe for hot cross buns
recipe for a chilli con carne that serves eight
what can i make with the stuff in the fridge
show me a sticky toffee pudding recipe
can you find a recipe for bibimbap
give me an easy tray bake
something with halloumi for the barbecue
show me a recipe for pierogi
how do i make kedgeree
how long does a chicken take to roast per kilo
what's two hundred grams of flour in cups
can i freeze cooked rice
what's a substitute for buttermilk
how do i know when the sponge is done
basil what temperature is gas mark four
is it safe to reheat rice
how many grams in an ounce
what's the difference between plain and self raising flour
can i use baking powder instead of bicarbonate of soda
how long do you rest a steak
how do i stop my pastry getting a soggy bottom
what does fold in mean
how long can cooked chicken stay in the fridge
can you freeze milk
what's one hundred and eighty degrees in fahrenheit
how do i defrost mince quickly
is it ok to eat eggs past the best before
how much pasta per person
how many tablespoons is thirty grams of butter
what do i set a fan oven to if it says two hundred
how do you cook rice so it's not sticky
erm what's a good substitute for eggs in a cake
how do i make self raising flour from plain
do i need to wash chicken
how long to do a jacket potato in the microwave
what's a bain marie
how do i tell if an avocado is ripe
what can i use instead of double cream
how long do i knead bread for
how do you temper chocolate
hey basil how many mil in a cup
how much is a pinch of salt actually
can the kids eat runny eggs
what oil is best for frying chips
how do i stop the onions making me cry
why did my cake sink in the middle
how long does a turkey need to defrost in the fridge
what's the smoke point of olive oil
can i put a pyrex dish straight on the hob
how long does homemade soup keep in the freezer
is a courgette the same as a zucchini
how do i get crispy roast potatoes
how do i know if my yeast is still alive
how many teaspoons in a tablespoon
add two kilos of basmati rice to the shopping list
hey basil please can you add one dozen eggs
basil kindly put tomatoes on the list
we are finishing the onions so add three onions
add a tin of coconut milk and also some curry leaves
ok basil add five hundred grams of beef mince
put capsicum on the list the red one not the green one
add milk um two litres no make it three litres
please add a box of weet bix
hokkien noodles
can you add vegemite we're almost out
add six granny smith apples to the list
basil add a bag of mealie meal for the pap
put boerewors on the list about one kilo
add atta the ten kilo bag
kindly add two hundred grams of paneer
add one bunch of dhania and two green chillies
add kaya to my list
add three ripe plantains the yellow ones not too black
we need garri put it on the list
add maybe six scotch bonnet peppers
hey basil add two tins of ackee
salt fish add it please
add one kilo toor dal
put jeera on the shopping list
i need about four kumara for the roast can you add them
add a loaf of white sliced bread
add one and a half kilos of chicken thighs boneless
add pandan leaves one bundle
add a tray of eggs thirty pieces
ghee please
add six hundred mils of thickened cream
put a bottle of sweet chilli sauce on the list
add lamb chops for the braai on saturday
add a box of buttermilk rusks
two blocks of firm tofu add
er add gingernut biscuits the big packet
basil add frozen peas and frozen corn
add a two litre bottle of sunflower oil
we need baking powder and bicarb soda add both
add one tuber of yam the big one
add maggi cubes one packet
add gula melaka two blocks
add one head of cabbage
add two tins of baked beans to the list
add light soy sauce not the dark one okay
add three stalks of lemongrass
can you put four hundred grams of feta on the list
add one kilo brown sugar
add a punnet of strawberries for the kids
remove the onions from the list
take off the milk my husband already bought
basil delete eggs
please remove the paneer i changed my mind
scratch the vegemite off
take bread off the shopping list
remove the chillies and the dhania both
kindly delete the frozen peas
cancel the lamb chops we're not doing braai anymore
remove tomatoes no sorry the potatoes remove potatoes not tomatoes
i don't need the yam again remove it
take rice off the list we still have half bag
remove salt fish
hey basil clear the whole shopping list we are starting fresh
please can you remove the feta my sister is bringing some
only keep one tin of coconut milk remove the other one
change the eggs from thirty to twelve we don't need so many
remove the kaya my mother already bought from the market
ackee take it off
get rid of the cabbage on the list
the strawberries remove them they are too expensive this week
remove the biscuits the kids don't need
kindly remove baked beans from the list
drop the cream
no need for ghee anymore take it off
ok basil remove the noodles
take off jeera we have plenty in the cupboard
remove apples and put pears instead
remove the stock cubes
remove tofu from the shopping list
please remove the chicken thighs i'll get them at the wet market
remove the bread and the butter
remove the last two items i added
weet bix off the list
remove kumara
take the boerewors off my brother is bringing from the butcher
delete rusks
garri remove
remove sweet chilli sauce from the list
and lemongrass also take off
we finished the yoghurt take it out of the fridge
the milk in the fridge has gone off remove it from the pantry
we used up all the frozen prawns remove them from the freezer
take the chicken stock out of the cupboard it's finished
remove two eggs from the pantry i just used them
i threw away the old bread remove it from the cupboard
remove the mangoes from the fridge we ate them already
basil the leftover curry is finished delete it from the fridge
i got the eggs
mark bread as bought
basil i've bought the onions and the tomatoes
cross off rice
tick the chicken
got the coriander tick it
paneer done
untick milk i forgot it at the shop
actually i didn't get the garlic please untick
tick off apples and bananas
we already bought the atta mark it
uncheck the cheese they didn't have
capsicum bought
hey basil tick off the noodles
put the eggs back as not bought the shop was out of stock
i picked up the plantain you can cross it
done with sugar
kindly mark the maggi cubes as bought
the boerewors is in the trolley tick it off
tick off soy sauce and oyster sauce
basil i have the yam already
cross off the third item
untick the last one i ticked it by mistake
mark the lamb chops as not bought
i've got the curry leaves and the mustard seeds tick both
tick off everything except the fish
got the lemons
check off the dishwashing liquid
ok i found the ghee mark it bought
hmm the feta wasn't fresh so untick it i'll buy tomorrow
what's left on the list that i haven't ticked
tick off pandan
bought the scotch bonnet
oops untick the bread i ticked the wrong one
tick the kumara please
i've put the ackee in the basket
mark the frozen peas done
salt fish got it
the strawberries tick
yes tick off the milk and the cream too
basil cross out the weet bix
i only found one tin of tomatoes so keep one on the list
undo the tick on the rusks
tick off garri
we got the baked beans from the corner dairy
mark toor dal as bought and add moong dal
jeera tick
tick off all the vegetables
how much rice is left
is there milk in the fridge
basil do we still have coconut milk
can you check if there's ghee in the cupboard
when does the yoghurt expire
how many tins of tomatoes do we have
do we have curry leaves or must i buy
tell me what's in the cupboard
anything expiring this week
hey basil is there still some of the jollof in the fridge
where did i keep the frozen fish is it in the fridge or freezer
do we have enough flour for chapati tonight
i want to know if there's any butter left
how many eggs remaining
put the mince in the freezer
we have two kilos of rice in the cupboard now
i put six eggs in the fridge just now
add the leftover dal to the fridge
move the chicken from the freezer to the fridge to thaw
is the paneer finished
any vegetables in the fridge
do we have palm oil
have we got any bread
please check whether the milk is still okay
check for sambal in the fridge
is there ice cream in the freezer for the kids
how much sugar do we have
what do we have for breakfast
i just bought ten mangoes put them in the pantry
do we have ginger and garlic both
what's in the fridge right now
is there any frozen roti
ok basil tell me if there's cheese
do we still have the pumpkin or did we cook it
how many potatoes left in the cupboard
have we run out of salt
is there enough oil for frying
do we have any fresh herbs
the lamb in the freezer since when is it there
put two litres of milk in the fridge
the tins of chickpeas how many again
is there any stock
do we have tamarind
anything in the freezer i should use up soon
basil timer twenty minutes
set a rice timer for eighteen minutes
start a timer called chapati for two minutes
how much time is left on the pasta timer
add five minutes to the chicken timer
set two timers one for the dal fifteen minutes and one for the rice twelve minutes
hey basil set a timer for one hour thirty minutes for the roast
timer for the cake forty five minutes please
three minutes for the eggs
remind me in ten minutes to turn the fish
resume the rice timer
how long more for the biryani
kindly set timer thirty seconds
set a timer for the pudding no the pavlova one hour
call it bread timer ninety minutes
reset the tea timer
ok basil set one timer for the pap twenty five minutes
take away two minutes from the noodle timer
change the cake timer to fifty minutes
is the oven timer still running
set a twelve minute timer named pasta
timer seven minutes
put a timer for the dough to rise one hour
the beans timer how much time remaining
stop the alarm stop stop
set four minutes for the puff puff
basil start a fifteen minute timer for the jerk chicken then another ten for the festival
how much time do i have left
set a timer for six hours for the slow cooker
what's the time left on the second timer
cancel the first timer not the second one
extend the curry timer by ten minutes
set one minute for the tadka
set a timer for two and a half hours for the oxtail
the lamb timer can you pause it for a while
name the timer marinade and set it for forty minutes
quick timer ninety seconds
set a timer for forty minutes to soak the beans
timer for the kettle no sorry for the rice twenty minutes
is the chicken timer finished yet
set a timer for the samosas in the air fryer twelve minutes
add one more minute to the egg timer
delete the cake timer i took it out already
say again please
i'm done finish the recipe
what was the step before this one
okay done what next
hang on go back one step
can you repeat the last part my hands are full
which step am i on
go back to step two
jump to step five
we're done thank you basil
start cooking the butter chicken recipe
let's begin the pavlova
sorry i didn't hear say that again
once more
read it slowly please
alright that's done move on
wait what was the amount of sugar in this step
how much longer is this recipe
stop the recipe i'll continue later
continue from where we stopped
basil go to the next one
first step again please
the last step what is it
repeat the step about the onions
ok i've added the rice next
go to the beginning
sorry come again
what am i supposed to be doing right now
next step and set whatever timer it says
i have finished frying the onions what's next
tell me the current step again
done with this step
finish we're eating now
plan jollof rice for saturday
put butter chicken on monday for dinner
what's on the menu for wednesday
move the fish curry from tuesday to thursday
what are we eating this week
add roast lamb to sunday lunch
basil please plan meals for the whole week
put bobotie on friday
change tuesday to chicken rice
we're going out on thursday so remove dinner
plan a braai for saturday night
hey basil friday dinner make it fish and chips
i'd like to have laksa on wednesday and nasi lemak on saturday morning
put rice and peas with curry goat for sunday
what did we plan for tomorrow
kindly plan something vegetarian for monday because my mother in law is visiting
add egusi soup and pounded yam to wednesday
put rajma chawal on tuesday lunch
plan dal and rice for all the weekdays
what's planned for the weekend
plan pancakes for sunday breakfast
leave friday empty we're fasting
move the pavlova to sunday
can you add the ingredients for this week's meals to the shopping list
which days haven't been planned yet
plan a hangi for saturday the whole family is coming
saturday lunch bunny chow
put dosa for thursday breakfast
delete the lasagne from wednesday
plan spaghetti bolognese for monday and wednesday
replace the chicken curry on friday with prawn curry
what's for lunch on sunday
plan pepper soup for friday night it's going to be cold
put mee goreng on thursday
tonight's dinner make it stir fry
show me the meal plan
let's do pap and wors on tuesday
put sausage rolls for saturday afternoon tea
clear the whole week i want to start again
is there anything planned for tomorrow breakfast
plan roti and pumpkin curry on wednesday
basil sunday is my daughter's birthday so plan chicken biryani
put chapati and beef stew monday dinner
for next week monday plan kottu
can you plan three dinners using the chicken in the freezer
what's for breakfast on saturday
add fried rice to friday lunch as well
show me a recipe for pavlova
how do i make egusi soup
give me a recipe for laksa
suggest something for dinner with chicken and potatoes
find a recipe for jollof rice
basil show me butter chicken
i want to make anzac biscuits
what can i cook with what's in the fridge
recipe for bobotie please
hey basil suggest a quick breakfast
something vegetarian for tonight please
show me how to make chapati
recipe for curry goat
i have some leftover rice what can i make
kindly suggest a dessert for ten people
show me roti canai
give me an easy recipe for the kids lunch boxes
malva pudding recipe
can you find me a good chicken rice recipe the hainanese one
suggest a recipe with spinach and paneer
what's a nice soup for a rainy day
show me the recipe for doubles
find me a lamington recipe
i want something spicy with prawns
suggest a recipe that doesn't need an oven my oven is broken
recipe for moi moi
show me sambar
something quick under thirty minutes
hey basil show me a recipe for pumpkin soup the kiwi style
koeksisters how to make
show me chakalaka
give me a recipe for rice and peas
i need a recipe for puff puff
suggest a gluten free cake
suggest dinner using mince and beans
what can i cook for someone who doesn't eat beef
show me a recipe for fish head curry
find a recipe with sweet potato
recipe for sausage rolls
suggest a side dish for braai
show me a recipe for upma
what's a simple recipe for beginners my son is learning to cook
recipe for ackee and saltfish
suggest something healthy for lunch
show me kaya toast
give me three dinner ideas with eggs
show me a recipe for pepper soup with goat meat
suggest something to do with overripe bananas
recipe for chicken adobo
show me the recipe for callaloo
how do i know when the oil is hot enough
how many grams in one cup of flour
what temperature to roast a whole chicken
is it safe to refreeze meat that has thawed
how to make cakes more fluffy
what is the difference between baking soda and baking powder
how to soften butter quickly
can i use plain flour instead of self raising flour
how long to soak chickpeas
my dal is too salty how can i fix it
how do i keep coriander fresh longer
should i wash the chicken before cooking
how much water for one cup of basmati rice
what's the best oil for deep frying
how long to rest the meat after cooking
how do i know the fish is cooked
convert one hundred and eighty celsius to fahrenheit
how to ripen an avocado fast
can i eat potatoes that have started sprouting
how to stop my jollof from burning at the bottom
what is garam masala made of
how do i temper chocolate
how to cook yam so it doesn't get too soft
why did my bread not rise
how long do i marinate the jerk chicken
is it okay to use olive oil for frying
how much salt for one kilo of meat
how do i thicken my stew
what's a substitute for eggs in baking
how long to cook pasta al dente
how do you peel ginger easily
how to store plantain so it doesn't ripen too fast
what does simmer mean exactly
how many millilitres in a cup
what can i use if i don't have a wok
how to fry the onions without burning them
can i use coconut cream instead of coconut milk
is the chicken cooked if the juice is clear
how do i get crispy skin on pork belly
how long does homemade sambal keep
is dhania the same thing as coriander
how to reduce the chilli heat if it's too spicy
how do i clean a cast iron pan
basil i was wondering if you could tell me whether there's any frozen spinach left because i want to make saag tonight
`;
