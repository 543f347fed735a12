// The landing page's content is static sample data (marketplace §1, §3); nothing here is real.

export interface FeaturedTournament {
  id: number;
  title: string;
  subtitle: string;
  buyIn: number;
  prizePool: number;
  date: string;
  imageUrl: string;
  gameType: string;
  playersRegistered: number;
  status: "Open" | "Filling Fast" | "VIP Only";
  featured: boolean;
  gradient: string;
}

export interface TopRoiPlayer {
  id: number;
  name: string;
  image: string;
  roi: number;
  totalReturns: number;
  investments: number;
  successRate: number;
  recentTournament: string;
}

export interface ElitePlayer {
  id: number;
  name: string;
  image: string;
  tournament: string;
  buyIn: number;
  selling: number;
  sold: number;
  multiplier: number;
  rating: number;
  badges: string[];
}

export const FEATURED_TOURNAMENTS: FeaturedTournament[] = [
  {
    id: 1,
    title: "WSOP Main Event",
    subtitle: "No-Limit Hold'em World Championship",
    buyIn: 10000,
    prizePool: 80000000,
    date: "2027-07-02",
    imageUrl: "",
    gameType: "No-Limit Hold'em",
    playersRegistered: 8000,
    status: "Filling Fast",
    featured: true,
    gradient: "from-amber-500/30 via-orange-600/20 to-transparent",
  },
  {
    id: 2,
    title: "EPT Grand Final",
    subtitle: "European Poker Tour Super High Roller",
    buyIn: 25000,
    prizePool: 15000000,
    date: "2027-04-27",
    imageUrl: "",
    gameType: "No-Limit Hold'em",
    playersRegistered: 600,
    status: "Open",
    featured: false,
    gradient: "from-emerald-500/30 via-teal-600/20 to-transparent",
  },
  {
    id: 3,
    title: "Triton Million",
    subtitle: "Invitational High Roller Series",
    buyIn: 50000,
    prizePool: 25000000,
    date: "2027-08-11",
    imageUrl: "",
    gameType: "Short Deck & NLH",
    playersRegistered: 500,
    status: "VIP Only",
    featured: false,
    gradient: "from-violet-500/30 via-fuchsia-600/20 to-transparent",
  },
];

export const TOP_ROI_PLAYERS: TopRoiPlayer[] = [
  { id: 1, name: "Elena Vasquez", image: "", roi: 342, totalReturns: 2450000, investments: 186, successRate: 78, recentTournament: "WPT Championship" },
  { id: 2, name: "James Okafor", image: "", roi: 287, totalReturns: 1890000, investments: 142, successRate: 74, recentTournament: "EPT Barcelona" },
  { id: 3, name: "Mei Tanaka", image: "", roi: 251, totalReturns: 1320000, investments: 128, successRate: 71, recentTournament: "Aussie Millions" },
  { id: 4, name: "Lucas Bergström", image: "", roi: 219, totalReturns: 985000, investments: 97, successRate: 69, recentTournament: "WSOP Europe" },
];

export const ELITE_PLAYERS: ElitePlayer[] = [
  {
    id: 1,
    name: "Daniel Park",
    image: "",
    tournament: "WSOP Main Event",
    buyIn: 10000,
    selling: 50,
    sold: 72,
    multiplier: 1.2,
    rating: 4.9,
    badges: ["Bracelet Winner", "Verified"],
  },
  {
    id: 2,
    name: "Sarah Whitfield",
    image: "",
    tournament: "EPT Grand Final",
    buyIn: 25000,
    selling: 40,
    sold: 45,
    multiplier: 1.15,
    rating: 4.8,
    badges: ["High Roller", "Verified"],
  },
  {
    id: 3,
    name: "Antonio Ruiz",
    image: "",
    tournament: "Triton Million",
    buyIn: 50000,
    selling: 30,
    sold: 88,
    multiplier: 1.3,
    rating: 4.7,
    badges: ["Final Tablist"],
  },
];
