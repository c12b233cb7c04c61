/** A demo team member under the seeded agent1; they sign in with the merchant's default password. */
export interface SeedTeamMember {
  account: string;
  nickname: string;
  type: number;
  parent: string;
  /** Opening balance, minor units. */
  balance: number;
}

/**
 * agent1's demo team (both merchants), three levels deep with the seeded downline1:
 * agent1 → downline1, subagent1 → member2, subagent2 → member3.
 */
export const SEED_TEAM: readonly SeedTeamMember[] = [
  { account: 'subagent1', nickname: 'Sub Agent One', type: 2, parent: 'agent1', balance: 100_000 },
  { account: 'member2', nickname: 'Member Two', type: 0, parent: 'subagent1', balance: 20_000 },
  {
    account: 'subagent2',
    nickname: 'Sub Agent Two',
    type: 2,
    parent: 'subagent1',
    balance: 50_000,
  },
  { account: 'member3', nickname: 'Member Three', type: 0, parent: 'subagent2', balance: 20_000 },
];

/** Who plays the demo month of rounds (the demo start only). */
export const SEED_HISTORY_PLAYERS = ['downline1', 'subagent1', 'member2', 'subagent2', 'member3'];

/** The agents' welcome announcement, in every shipped language. */
export const SEED_AGENT_ANNOUNCEMENT = {
  key: 'agent-welcome',
  title: {
    en: 'Welcome to the agent centre',
    bn: 'এজেন্ট সেন্টারে স্বাগতম',
    pt: 'Bem-vindo à central do agente',
    tl: 'Maligayang pagdating sa agent center',
  },
  content: {
    en: '<p>Register downlines, follow your team’s figures and send them money from here.</p>',
    bn: '<p>এখান থেকে ডাউনলাইন নিবন্ধন করুন, দলের হিসাব দেখুন এবং তাদের টাকা পাঠান।</p>',
    pt: '<p>Cadastre indicados, acompanhe os números da sua equipe e envie dinheiro a eles por aqui.</p>',
    tl: '<p>Dito magrehistro ng downline, subaybayan ang mga numero ng koponan at padalhan sila ng pera.</p>',
  },
};
