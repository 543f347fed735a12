import { withClasses } from "./with-classes";

export const Card = withClasses("div", "rounded-lg border bg-card text-card-foreground shadow-sm shadow-black/20", "Card");
export const CardHeader = withClasses("div", "flex flex-col space-y-1.5 p-5", "CardHeader");
export const CardTitle = withClasses("h3", "text-lg font-semibold leading-tight tracking-tight", "CardTitle");
export const CardDescription = withClasses("p", "text-sm text-muted-foreground", "CardDescription");
export const CardContent = withClasses("div", "p-5 pt-0", "CardContent");
export const CardFooter = withClasses("div", "flex items-center p-5 pt-0", "CardFooter");
