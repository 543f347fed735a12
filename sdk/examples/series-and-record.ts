// A series' schedule and a player's verified record:  npx tsx series-and-record.ts <site> <series id> <username>
import { createStakeLineClient, StakeLineError } from "@stakeline/sdk";

const [site = "http://localhost:3000", seriesId = "1", username = "alice"] = process.argv.slice(2);
const stakeline = createStakeLineClient({ baseUrl: site });

const series = await stakeline.getSeries(Number(seriesId));
console.log(`${series.name}, ${series.venue} (${series.startDate} to ${series.endDate})`);
for (const event of series.events) {
  console.log(`  ${event.date} ${event.time}  ${event.name}  buy-in $${event.buyIn}  ${event.entrants} entrants`);
}

try {
  const player = await stakeline.getPlayerRecord(username);
  const { events, itmPercent, roi, backersNet } = player.verified;
  console.log(`${player.displayName}: ${events} verified events, ITM ${itmPercent ?? "-"}%, ROI ${roi ?? "-"}%, backers net $${backersNet}`);
  for (const result of player.results.filter((r) => r.verified)) {
    console.log(`  ${result.date}  ${result.event}  finished ${result.finish ?? "-"} of ${result.fieldSize ?? "?"}  prize $${result.prize}`);
  }
} catch (error) {
  // every answer that is not a success: the API's status, message and code
  if (error instanceof StakeLineError && error.status === 404) console.log(`${username}: ${error.message}`);
  else throw error;
}
