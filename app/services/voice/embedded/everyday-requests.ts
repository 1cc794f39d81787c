/**
 * How people talk to a kitchen assistant, one utterance a line: requests and questions of
 * every kind Basil serves (adding and removing, ticking off, pantry questions, timers,
 * cooking steps, planning, recipes, know-how), in American, British, Irish and Australian
 * ways of saying them, written from how people speak rather than from Basil's own request
 * shapes. The language model counts them as sentences beside the shapes, so a phrasing no
 * shape has ("stick it on the list would you", "that's the milk sorted") still has words
 * that follow one another the way they do in speech.
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
`;
