import { addSection } from '@tessera/i18n';

/**
 * Sections of the tables that arrive with the screens using them, not in the first download
 * (every language of a section costs bytes, and most visits never open the cashier). Loading a
 * section twice is harmless.
 */
// The cashier's, wallet's and records' refusals (errors.<CODE>): only their pages meet them.
const cashierErrors = () =>
  import('@tessera/i18n/cashier-errors').then(({ cashierErrors }) =>
    addSection('errors', cashierErrors),
  );

// Messages, feedback and comments refusals (errors.<CODE>).
const engagementErrors = () =>
  import('@tessera/i18n/engagement-errors').then(({ engagementErrors }) =>
    addSection('errors', engagementErrors),
  );

const SECTION_LOADERS = {
  messages: () =>
    Promise.all([
      import('@tessera/i18n/messages').then(({ messages }) => addSection('messages', messages)),
      engagementErrors(),
    ]),
  referral: () =>
    import('@tessera/i18n/referral').then(({ referral }) => addSection('referral', referral)),
  // Responsible gaming and the reality check, with the protection refusals.
  protection: () =>
    Promise.all([
      import('@tessera/i18n/protection').then(({ protection }) =>
        addSection('protection', protection),
      ),
      import('@tessera/i18n/protection-errors').then(({ protectionErrors }) =>
        addSection('errors', protectionErrors),
      ),
    ]),
  blog: () => import('@tessera/i18n/blog').then(({ blog }) => addSection('blog', blog)),
  download: () =>
    import('@tessera/i18n/download').then(({ download }) => addSection('download', download)),
  feedback: () =>
    Promise.all([
      import('@tessera/i18n/feedback').then(({ feedback }) => addSection('feedback', feedback)),
      engagementErrors(),
    ]),
  // The agent centre's words; its pages show money and records words too.
  agent: () =>
    Promise.all([
      import('@tessera/i18n/agent').then(({ agent }) => addSection('agent', agent)),
      import('@tessera/i18n/records').then(({ records }) => addSection('records', records)),
      import('@tessera/i18n/cashier').then(({ cashier }) => addSection('cashier', cashier)),
      cashierErrors(),
    ]),
  // Contracts and their settlements: the modal (on any page) and the agent centre's pay pages.
  agentContracts: () =>
    Promise.all([
      import('@tessera/i18n/agent-contracts').then(({ agentContracts }) =>
        addSection('agentContracts', agentContracts),
      ),
      import('@tessera/i18n/agent-contract-errors').then(({ agentContractErrors }) =>
        addSection('errors', agentContractErrors),
      ),
      import('@tessera/i18n/records').then(({ records }) => addSection('records', records)),
    ]),
  cashier: () =>
    Promise.all([
      import('@tessera/i18n/cashier').then(({ cashier }) => addSection('cashier', cashier)),
      cashierErrors(),
    ]),
  // The points mall and the VIP page, with their refusals (the withdrawal password's too).
  points: () =>
    Promise.all([
      cashierErrors(),
      import('@tessera/i18n/points').then(({ points }) => addSection('points', points)),
      import('@tessera/i18n/points-errors').then(({ pointsErrors }) =>
        addSection('errors', pointsErrors),
      ),
    ]),
  wallet: () =>
    Promise.all([
      import('@tessera/i18n/wallet').then(({ wallet }) => addSection('wallet', wallet)),
      cashierErrors(),
    ]),
};

/** A lazily loaded text section's name. */
export type LazySection = keyof typeof SECTION_LOADERS;

/** A lazy screen's chunk together with the text sections it shows. */
export const withTexts =
  <M>(sections: LazySection[], load: () => Promise<M>) =>
  () =>
    Promise.all([load(), ...sections.map((section) => SECTION_LOADERS[section]())]).then(
      ([module]) => module,
    );
