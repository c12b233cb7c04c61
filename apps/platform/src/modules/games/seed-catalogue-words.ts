// Word lists the generated catalogue names are built from. Two slot styles, so Asian-market
// studios (PG, JILI, JDB …) and Western studios (Playtech, Microgaming …) read differently.
// Lists are comma-separated text so they stay compact (Prettier would put one word per line).

/** Splits a comma-separated list, trimming blanks and line breaks. */
function words(text: string): readonly string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

/** `Name:CLASSIFY` pairs. */
function classified(text: string): readonly { name: string; classify: string }[] {
  return words(text).map((pair) => {
    const [name = '', classify = ''] = pair.split(':');
    return { name, classify };
  });
}

/** A slot naming style: first words, second words, and "X of Y" pairs. */
export interface SlotWords {
  first: readonly string[];
  second: readonly string[];
  /** Left halves of "Book of Dead"-style names. */
  ofLeft: readonly string[];
  /** Right halves of "Book of Dead"-style names. */
  ofRight: readonly string[];
}

export const ASIAN_SLOT_WORDS: SlotWords = {
  first: words(`Fortune, Lucky, Golden, Dragon, Jade, Mahjong, Caishen, Phoenix, Koi, Panda,
    Tiger, Lotus, Sakura, Bamboo, Emperor, Jungle, Ninja, Samurai, Shaolin, Geisha, Lantern,
    Zodiac, Monkey, Ox, Rabbit, Rooster, Crane, Imperial, Dynasty, Wild, Mega, Super, Crazy,
    Happy, Wealth, Money, Treasure, Ginseng, Neon, Firework, Thunder, Rising, Jackpot, Silk,
    Temple`),
  second: words(`Tiger, Treasure, Ways, Riches, Empire, Bonanza, Fortune, Legends, Kingdom, Gems,
    Coins, Wilds, Heist, Palace, Garden, Festival, Dynasty, Warriors, Queen, King, Goddess,
    Dragon, Phoenix, Panda, Ox, Pearls, Blessings, Vault, Rush, Gold, Koi, Mouse, Fa Cai, Wins,
    Lanterns, Dice, Spins, Prosperity, Princess, Master, Express, Night Market, Hot Pot,
    Dumplings`),
  ofLeft: words('Legend of, Rise of, Secrets of, Treasures of, Gates of, Way of, Spirit of'),
  ofRight: words(`the Dragon, Mahjong, Shaolin, the Jade Emperor, Wukong, Nezha, the Koi,
    the Silk Road, the Forbidden City, Fu Lu Shou, the Golden Ox, the Moon Goddess`),
};

export const WESTERN_SLOT_WORDS: SlotWords = {
  first: words(`Wild, Golden, Mystic, Royal, Crystal, Fire, Thunder, Sweet, Mega, Magic, Ancient,
    Cosmic, Frozen, Savage, Pirate's, Pharaoh, Aztec, Viking, Candy, Diamond, Emerald, Ruby,
    Sapphire, Midnight, Starlight, Rainbow, Blazing, Sizzling, Buffalo, Wolf, Eagle, Lion, Mermaid,
    Genie, Wizard, Cowboy, Gold Rush, Big Bass, Lucky, Hot, Volcano, Safari, Neon, Atlantis,
    Celtic`),
  second: words(`Treasure, Riches, Bonanza, Quest, Legends, Kingdom, Gems, Jewels, Reels, Wilds,
    Heist, Temple, Palace, Carnival, Safari, Voyage, Queen, King, Goddess, Fruits, Sevens,
    Diamonds, Coins, Nights, Dreams, Vault, Mine, Express, Fury, Frenzy, Fortune, Spins, Saloon,
    Island, Kingpins, Stampede, Odyssey, Crown, Storm, Tales, Bandits, Bounty, Magic, Party`),
  ofLeft: words(`Book of, Temple of, Legend of, Rise of, Secrets of, Wrath of, Gates of, Age of,
    Curse of, Tales of`),
  ofRight: words(`Olympus, Anubis, Atlantis, the Nile, Ra, Valhalla, Egypt, Camelot, Persia,
    the Pharaohs, the Kraken, Troy, Merlin, Zeus, Avalon, El Dorado`),
};

/** Endings added to about a third of slot names ("Dragon Treasure Megaways"). */
export const SLOT_SUFFIXES = words(`Megaways, Deluxe, Hold & Win, 2, 3, Gold, Power Reels, Ultra,
  1000, Link, Returns, Max, Jackpot, Blitz, Xmas, Rising`);

/** Video table games every RNG studio offers its own version of (classify TABLE). */
export const TABLE_GAMES = words(`European Roulette, American Roulette, Classic Blackjack,
  Blackjack Multihand, Jacks or Better, Deuces Wild Poker, Baccarat Pro, Caribbean Stud,
  Three Card Poker, Sic Bo Deluxe, Keno Classic, Bingo Bonanza, Casino Hold'em, Red Dog`);

export const FISH_FIRST = words(`Ocean, Mega, Royal, Dragon, Happy, Bombing, Jackpot, Golden,
  Deep Sea, Lucky, Crab, Shark, Thunder, Mermaid, Poseidon, Octopus, Dinosaur, Cai Shen, Monster,
  Space, Pirate, Fairy, Lobster, Neptune`);
export const FISH_SECOND = words(`Fishing, King, Hunter, Fishing War, Catch, Reef, Paradise,
  Legend, Fishing 2, Blast, Party, Fortune, Fever, Battle`);

/** Live tables: a game and a table number make each name unique. */
export const LIVE_GAMES = classified(`Baccarat:BACCARAT, Speed Baccarat:BACCARAT,
  Squeeze Baccarat:BACCARAT, No Commission Baccarat:BACCARAT, Roulette:ROULETTE,
  Auto Roulette:ROULETTE, Blackjack:BLACKJACK, VIP Blackjack:BLACKJACK,
  Dragon Tiger:DRAGON_TIGER, Sic Bo:SICBO, Fan Tan:SICBO, Niu Niu:POKER, Andar Bahar:POKER,
  Teen Patti:POKER, Casino Hold'em:POKER, Money Wheel:GAME_SHOW`);

/** Player-versus-player card rooms, and the variants that multiply them. */
export const PVP_GAMES = classified(`Texas Hold'em:POKER, Omaha:POKER, Short Deck Poker:POKER,
  Teen Patti:CARD, Rummy:CARD, Andar Bahar:CARD, Blackjack Duel:CARD, Niu Niu:CARD,
  Zha Jin Hua:CARD, Pai Gow:CARD, Dou Di Zhu:CARD, Big Two:CARD, Tongits:CARD, Pusoy:CARD,
  Mahjong:MAHJONG, Mahjong Duel:MAHJONG`);
export const PVP_VARIANTS = words(`Classic, Speed, Joker, Royale, Pro, Blitz, Tournament, Mini,
  VIP, Turbo, Deluxe`);

/** In-house crash games (BGS). */
export const CRASH_GAMES = words(`Crash X, Rocket Rush, Sky Climber, Moon Launch, Jet Lucky,
  Balloon Pop, Limbo Flight, Comet Crash, Turbo Plane, Space Dash, Bull Run, Cricket Crash,
  Kite Fighter, Tuk Tuk Rush, Firework Crash, Paper Plane`);

/** Cricket markets (9W, classify CRICKET). */
export const CRICKET_GAMES = words(`Cricket Exchange, IPL Match Odds, BPL Match Odds,
  PSL Match Odds, T20 World Cup, Test Match Book, One Day Internationals, Fancy Markets,
  Session Runs, Virtual Cricket, Super Over, Ball by Ball`);
