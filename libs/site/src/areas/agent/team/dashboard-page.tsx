import { AgentPageHeading } from '../shell/agent-page-heading';

/** /agentHome: the agent's dashboard (team figures and charts). */
export function DashboardPage() {
  return <AgentPageHeading title="agent.centre" />;
}
