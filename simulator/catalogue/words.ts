// Word lists the generator draws from. Names are built from letters only, so every actor name is
// URL-safe and unique when lower-cased.

export const NAME_FIRST = [
  'Alina', 'Becky', 'Carla', 'Dana', 'Elena', 'Frida', 'Greta', 'Heidi', 'Ines', 'Jana', 'Katja',
  'Lara', 'Mona', 'Nadja', 'Olga', 'Paula', 'Romy', 'Sina', 'Tessa', 'Ulla', 'Vicky', 'Wanda',
  'Yvette', 'Zora', 'Anouk', 'Bianca', 'Celine', 'Dorothea', 'Emily', 'Fabienne', 'Gloria',
  'Helena', 'Isabel', 'Janine', 'Kim', 'Leonie', 'Marie', 'Nele', 'Petra', 'Ronja', 'Svenja',
  'Tamara', 'Valentina', 'Jenny', 'Lucy', 'Max', 'Tom', 'Ben', 'Leon', 'Finn', 'Noah', 'Alex',
] as const; // prettier-ignore
export const NAME_SECOND = [
  'Angel', 'Berry', 'Cherry', 'Diamond', 'Fire', 'Gold', 'Heart', 'Ice', 'Joy', 'Kitty', 'Lips',
  'Magic', 'Night', 'Ocean', 'Peach', 'Queen', 'Ruby', 'Sugar', 'Tiger', 'Venus', 'Wild', 'Sky',
  'Sun', 'Moon', 'Storm', 'Sweet',
] as const; // prettier-ignore
export const COUNTRIES = [
  'DE',
  'AT',
  'CH',
  'NL',
  'ES',
  'CZ',
  'PL',
  'RO',
  'HU',
  'IT',
  'FR',
  'GB',
] as const;
export const LANGUAGES = ['de', 'en', 'es', 'nl', 'fr', 'it', 'cs', 'pl'] as const;
export const THREE_WORDS = [
  'funny', 'curious', 'sweet', 'wild', 'shy', 'naughty', 'romantic', 'sporty', 'clever', 'loyal',
  'open', 'tender', 'playful', 'honest', 'cheeky', 'calm',
] as const; // prettier-ignore
export const TITLE_ADJECTIVES = [
  'Hot', 'Secret', 'Slow', 'Wet', 'Lazy', 'Wild', 'Private', 'Sweet', 'Naughty', 'Quiet', 'Golden',
  'Midnight', 'Sunny', 'Rainy', 'Sticky', 'Soft',
] as const; // prettier-ignore
export const TITLE_NOUNS = [
  'morning', 'shower', 'kitchen', 'workout', 'date', 'holiday', 'balcony', 'sauna', 'office',
  'garden', 'bath', 'road trip', 'massage', 'picnic', 'hotel', 'beach', 'party', 'yoga',
] as const; // prettier-ignore
export const ACTING_GROUPS = ['solo', 'couple', 'girl-girl', 'group', 'interview'] as const;
export const TAGS = [
  'amateur', 'blonde', 'brunette', 'redhead', 'outdoor', 'lingerie', 'stockings', 'toys', 'shower',
  'pov', 'dance', 'feet', 'glasses', 'tattoo', 'piercing', 'latex', 'cosplay', 'asmr', 'roleplay',
  'massage', 'fitness', 'teasing', 'striptease', 'bikini', 'natural', 'curvy', 'petite', 'mature',
  'office', 'kitchen',
] as const; // prettier-ignore
/** Named actor categories with slugs for `/en/categories/{slug}/` (3 and 88 are seed 001 §9). */
export const ACTOR_CATEGORIES = [
  { id: 3, slug: 'all', name: 'All actors' },
  { id: 88, slug: 'new', name: 'Newly registered' },
  { id: 101, slug: 'blonde', name: 'Blonde' },
  { id: 102, slug: 'brunette', name: 'Brunette' },
  { id: 103, slug: 'mature', name: 'Mature' },
  { id: 104, slug: 'curvy', name: 'Curvy' },
  { id: 105, slug: 'couples', name: 'Couples' },
  { id: 106, slug: 'tattoos', name: 'Tattoos' },
  { id: 107, slug: 'fetish', name: 'Fetish' },
  { id: 108, slug: 'students', name: 'Students' },
] as const;
/** Content categories (videos and albums). */
export const MEDIA_CATEGORIES = [
  { id: 201, slug: 'amateur', name: 'Amateur' },
  { id: 202, slug: 'outdoor', name: 'Outdoor' },
  { id: 203, slug: 'lingerie', name: 'Lingerie' },
  { id: 204, slug: 'fetish', name: 'Fetish' },
  { id: 205, slug: 'couples', name: 'Couples' },
  { id: 206, slug: 'solo', name: 'Solo' },
  { id: 207, slug: 'asmr', name: 'ASMR' },
  { id: 208, slug: 'vr', name: 'VR' },
] as const;
/** The blog categories of seed 001 §3, with their ids. */
export const BLOG_CATEGORIES = [
  { id: 1, slug: 'general', name: 'General' },
  { id: 38, slug: 'event', name: 'Event' },
  { id: 39, slug: 'live', name: 'Live' },
  { id: 40, slug: 'premium-tv', name: 'Premium TV' },
  { id: 41, slug: 'free-tv', name: 'Free TV' },
  { id: 43, slug: 'actions', name: 'Actions' },
  { id: 44, slug: 'production', name: 'Production' },
  { id: 45, slug: 'news', name: 'News' },
  { id: 46, slug: 'interviews', name: 'Interviews' },
  { id: 506, slug: 'featured', name: 'Featured' },
] as const;
export const FEED_LINES = [
  'Good morning, sunshine!', 'Who is up for a chat tonight?', 'New clip is online, tell me what you think.',
  'Thank you for all the love!', 'Guess where I am today...', 'Rainy day, perfect for a show.',
  'Help me reach my goal!', 'Back from holiday, missed you!', 'What should I wear tonight?',
] as const; // prettier-ignore
export const COMMENT_LINES = [
  'Wow!', 'So beautiful.', 'Can not wait!', 'You made my day.', 'More please!', 'Love it.',
] as const; // prettier-ignore
/** Legacy feed item types (seed 001 §3) and the post type each is. */
export const LEGACY_FEED_TYPES = [
  ['CLIP', 'clip'], ['HOT_CLIP', 'clip'], ['FP_HOT_CLIP', 'clip'], ['PHOTO_GALLERY', 'photos'],
  ['PHOTOS', 'photos'], ['FP_PHOTO_GALLERY', 'photos'], ['PROFILE_IMAGE', 'photos'], ['TEXT', 'text'],
  ['CP_PHOTO_CONTEST', 'photos'],
] as const; // prettier-ignore
export const TV_SERIES = [
  { title: 'Late Night Lounge', lateNight: true, premium: true },
  { title: 'Morning Talk', lateNight: false, premium: false },
  { title: 'Behind the Scenes', lateNight: false, premium: false },
  { title: 'Red Light Stories', lateNight: true, premium: true },
  { title: 'Cam Girls on Tour', lateNight: false, premium: true },
  { title: 'The Casting', lateNight: true, premium: true },
  { title: 'Studio Live', lateNight: false, premium: false },
  { title: 'After Midnight', lateNight: true, premium: true },
] as const;
