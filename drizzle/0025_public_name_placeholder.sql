-- A player may appear as "Player N" on public screens (issue 37 item 3, decision 212): displays, table displays,
-- moves and results show their public name (the name on their player page) unless they choose this in Profile.
ALTER TABLE "users" ADD COLUMN "appear_as_player_number" boolean DEFAULT false NOT NULL;