/**
 * Keeps the search documents in step with the catalogue: any catalogue change (heard on the change feed, from
 * this process or another on the same database) marks the index stale, and the next search rebuilds it first
 * (one rebuild at a time; searches arriving meanwhile wait for it). A fresh process starts stale, so it always
 * searches what the database holds now.
 */
import type { SearchRepo } from '../../db/repos/search'

export class SearchIndex {
  private stale = true
  private building: Promise<void> | null = null

  constructor(private readonly repo: SearchRepo) {}

  markStale(): void {
    this.stale = true
  }

  async ready(): Promise<void> {
    while (this.stale || this.building) {
      if (!this.building) {
        this.stale = false
        this.building = this.repo
          .rebuild()
          .then(() => undefined)
          .catch((err) => {
            this.stale = true
            throw err
          })
          .finally(() => {
            this.building = null
          })
      }
      await this.building
    }
  }
}
