/**
 * What of a campaign a person still misses: the campaign's fields they have not filled, in the
 * campaign's order, or all their missing fields when it targets a rate (or they miss none of its
 * fields but are below its rate).
 */
export function missingForCampaign(campaignFields: readonly string[], personMissing: readonly string[]) {
  const own = campaignFields.filter((field) => personMissing.includes(field));
  return own.length > 0 ? own : [...personMissing];
}
