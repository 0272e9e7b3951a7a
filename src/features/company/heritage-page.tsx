import { heritage, milestones } from '../../content/company/heritage'
import { Timeline } from '../../templates/timeline'
import { CompanyPage } from './company-page'

/** Our History: the company page, with the milestones on a timeline. */
export function HeritagePage() {
  return (
    <CompanyPage content={heritage} slots={{ timeline: <Timeline milestones={milestones} /> }} />
  )
}
